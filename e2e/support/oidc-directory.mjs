// A real OpenID Connect provider (oidc-provider) standing in for the company directory in the journeys.
// Its development login form accepts any login name; the account's email is <login>@corp.example.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 4455);
// The portals it signs employees in to (the journeys run one per worker), comma-separated.
const portalUrls = (process.env.PORTAL_URLS ?? process.env.PORTAL_URL ?? 'http://localhost:3000').split(',');

const provider = new Provider(`http://localhost:${port}`, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'portal',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'portal-secret',
      redirect_uris: portalUrls.map((portalUrl) => `${portalUrl}/api/auth/sso/callback`),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: `${id}@corp.example`,
          email_verified: true,
          name: `${id[0]?.toUpperCase() ?? ''}${id.slice(1)} (Directory)`,
        };
      },
    };
  },
});
provider.proxy = false;
provider.listen(port, () => console.log(`directory listening on http://localhost:${port}`));
