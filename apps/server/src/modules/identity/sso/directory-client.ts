import * as oidc from 'openid-client';
import type { AppConfig } from '../../../config/env';

export interface DirectoryClient {
  providerName: string;
  configuration: oidc.Configuration;
  redirectUri: string;
}

/**
 * The enterprise directory (an OpenID Connect provider) that employees sign in with. Discovered once;
 * plain http is allowed only for a loopback or localhost issuer (development and tests).
 */
export async function connectDirectory(config: AppConfig): Promise<DirectoryClient | undefined> {
  if (!config.SSO_ISSUER || !config.SSO_CLIENT_ID || !config.SSO_CLIENT_SECRET) return undefined;
  const issuer = new URL(config.SSO_ISSUER);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  const configuration = await oidc.discovery(issuer, config.SSO_CLIENT_ID, config.SSO_CLIENT_SECRET, undefined, {
    ...(issuer.protocol === 'http:' && local && { execute: [oidc.allowInsecureRequests] }),
  });
  return {
    providerName: config.SSO_PROVIDER_NAME,
    configuration,
    redirectUri: `${config.publicUrl}/api/auth/sso/callback`,
  };
}

/** Discovers the directory on first use (and again after a failure), so a directory outage never stops the portal starting. */
export function lazyDirectory(config: AppConfig): () => Promise<DirectoryClient | undefined> {
  let pending: Promise<DirectoryClient | undefined> | undefined;
  return () => {
    pending ??= connectDirectory(config).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
