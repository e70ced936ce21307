import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../../http/types';
import { isDatabaseUnavailable } from '../../../db/unavailable';
import type { IdentityContext } from '../domain/identity-context';
import { consumeRateLimit } from '../domain/rate-limits';
import { publicKeySet } from '../domain/signing-keys';
import { normalizeUsername } from '../domain/users';
import { CognitoError, cognitoErrors } from './cognito-error';
import { OPERATIONS } from './operations';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

function sendCognitoError(reply: FastifyReply, error: CognitoError, status = 400) {
  return reply
    .code(status)
    .header('x-amzn-errortype', `${error.type}:`)
    .type('application/x-amz-json-1.1')
    .send({ __type: error.type, message: error.message });
}

/**
 * The built-in user pool on Cognito's wire: `POST /cognito-idp` with `x-amz-target`, JSON 1.1 bodies and
 * Cognito's errors. The real Amplify client and AWS SDK talk to it unchanged.
 */
export function registerCognitoRoutes(app: App, ctx: IdentityContext): void {
  app.addContentTypeParser('application/x-amz-json-1.1', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(null, { __malformed: true });
    }
  });

  app.post('/cognito-idp', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
    const operation = OPERATIONS[name];
    try {
      if (!operation) throw cognitoErrors.unknownOperation(name || '(none)');
      const body = request.body as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object' || '__malformed' in body) throw new CognitoError('SerializationException', 'Request body is not valid JSON.');
      const parsed = operation.input.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw cognitoErrors.invalidParameter(`1 validation error detected: Value at '${issue?.path.join('.') ?? 'input'}' failed to satisfy constraint: ${issue?.message ?? 'invalid'}`);
      }
      const clientId = (parsed.data as { ClientId?: unknown }).ClientId;
      if (typeof clientId === 'string' && clientId !== ctx.tokens.clientId) {
        throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
      }
      await enforceRateLimits(ctx, {
        ip: request.ip,
        username: operation.username?.(parsed.data),
        invocationId: headerValue(request.headers['amz-sdk-invocation-id']),
      });
      const result = await operation.run(ctx, parsed.data);
      return reply.type('application/x-amz-json-1.1').send(result);
    } catch (error) {
      if (error instanceof CognitoError) return sendCognitoError(reply, error);
      request.log.error({ err: error, operation: name }, 'identity operation failed');
      const unavailable = isDatabaseUnavailable(error);
      if (unavailable) reply.header('retry-after', '5');
      return sendCognitoError(reply, new CognitoError('InternalErrorException', 'An internal error occurred. Please try again.'), unavailable ? 503 : 500);
    }
  });

  // Cognito publishes its keys under the issuer; the shorter path is the one DESIGN.md names.
  const jwks = async () => publicKeySet(ctx.db);
  app.get(`/cognito-idp/${ctx.config.IDENTITY_USER_POOL_ID}/.well-known/jwks.json`, { config: { rateLimit: false }, schema: { hide: true } }, jwks);
  app.get('/cognito-idp/.well-known/jwks.json', { config: { rateLimit: false }, schema: { hide: true } }, jwks);
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function enforceRateLimits(ctx: IdentityContext, request: { ip: string; username: string | undefined; invocationId: string | undefined }) {
  const now = ctx.clock.now();
  const limits = [{ key: `ip:${request.ip}`, limit: ctx.config.IDENTITY_RATE_LIMIT_PER_IP }];
  if (request.username) limits.push({ key: `user:${normalizeUsername(request.username)}`, limit: ctx.config.IDENTITY_RATE_LIMIT_PER_USER });
  for (const { key, limit } of limits) {
    if (!(await consumeRateLimit(ctx.db, { key, limit, invocationId: request.invocationId, now }))) throw cognitoErrors.tooManyRequests();
  }
}

export const cognitoErrorBody = z.object({ __type: z.string(), message: z.string() });
