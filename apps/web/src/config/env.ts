import { z } from 'zod';

/** Build-time configuration, checked once when the app loads. */
const webEnvSchema = z.object({
  /** Where the API lives; the same origin by default. */
  VITE_API_BASE_URL: z.string().default('/api'),
});

export const webEnv = webEnvSchema.parse(import.meta.env);
