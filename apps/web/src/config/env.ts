// zod/mini: this runs before the first screen, so it must stay small (docs/decisions/0007).
import * as z from 'zod/mini';

/**
 * Build-time configuration, checked once when the app loads. The defaults match the built-in user pool of
 * the portal server; a deployment on a real Cognito user pool sets these (docs/decisions/0005).
 */
const webEnvSchema = z.object({
  /** Where the API lives; the same origin by default. */
  VITE_API_BASE_URL: z._default(z.string(), '/api'),
  VITE_COGNITO_USER_POOL_ID: z._default(z.string().check(z.regex(/^[\w-]+_\w+$/)), 'local-1_AdvertiserPortal'),
  VITE_COGNITO_CLIENT_ID: z._default(z.string().check(z.minLength(1)), 'advertiser-portal-web'),
  /** The user pool endpoint; empty means the portal server's own, /cognito-idp on this origin. */
  VITE_COGNITO_ENDPOINT: z._default(z.string(), ''),
  /** Prefix of usernames that come from the enterprise directory (employees). */
  VITE_SSO_PROVIDER_NAME: z._default(z.string(), 'CompanyDirectory'),
});

export const webEnv = z.parse(webEnvSchema, import.meta.env);
