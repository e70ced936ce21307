import type { FastifyError, FastifyReply } from 'fastify';
import { errorAnswer, logErrorAnswer } from '../../../http/error-handler';
import type { App } from '../../../http/types';
import { isDatabaseUnavailable, isInvalidDatabaseInput } from '../../../db/unavailable';
import type { IdentityContext } from '../domain/identity-context';
import { consumeRateLimit } from '../domain/rate-limits';
import { publicKeySet } from '../domain/signing-keys';
import { normalizeUsername } from '../domain/users';
import { CognitoError, cognitoErrors } from './cognito-error';
import { findOperation } from './operations';
import { findBadString } from '@portal/shared/text';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export function sendCognitoError(reply: FastifyReply, error: CognitoError, status = 400) {
  return reply
    .code(status)
    .header('x-amzn-errortype', `${error.type}:`)
    .type('application/x-amz-json-1.1')
    .send({ __type: error.type, message: error.message });
}

/**
 * The built-in user pool on Cognito's wire: `POST /cognito-idp` with `x-amz-target`, JSON 1.1 bodies and
 * Cognito's errors. The real Amplify client and AWS SDK talk to it unchanged. It lives in a scope of its
 * own, so that everything under /cognito-idp (unknown paths, oversized bodies, wrong content types)
 * answers in Cognito's error shape, never in the API's.
 */
export async function registerCognitoRoutes(app: App, ctx: IdentityContext): Promise<void> {
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((request, reply) =>
        sendCognitoError(reply, cognitoErrors.unknownOperation(`${request.method} ${request.url.split('?')[0]}`)),
      );
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const answer = errorAnswer(error, request);
        logErrorAnswer(request, error, answer);
        if (answer.status >= 500)
          return sendCognitoError(
            reply,
            new CognitoError('InternalErrorException', 'An internal error occurred. Please try again.'),
            answer.status,
          );
        const type = answer.status === 415 ? 'SerializationException' : 'InvalidParameterException';
        return sendCognitoError(reply, new CognitoError(type, answer.body.message));
      });
      registerOperations(scope as unknown as App, ctx);
    },
    { prefix: '/cognito-idp' },
  );
}

function registerOperations(app: App, ctx: IdentityContext): void {
  app.addContentTypeParser('application/x-amz-json-1.1', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(null, { __malformed: true });
    }
  });

  app.post('/', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    // Cognito requires the service prefix; a bare "GetUser" is as unknown as any other name.
    const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    const operation = findOperation(name);
    try {
      if (!operation) throw cognitoErrors.unknownOperation(target || '(none)');
      const body = request.body as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object' || Array.isArray(body) || '__malformed' in body)
        throw new CognitoError('SerializationException', 'Request body is not valid JSON.');
      const badString = findBadString(body);
      if (badString)
        throw cognitoErrors.invalidParameter(
          `1 validation error detected: Value at '${shortPath(badString.path)}' failed to satisfy constraint: Member ${badString.problem}`,
        );
      const parsed = operation.input.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw cognitoErrors.invalidParameter(
          `1 validation error detected: Value at '${shortPath(issue?.path.join('.') ?? 'input')}' failed to satisfy constraint: ${issue?.message ?? 'invalid'}`,
        );
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
      const caller = { userAgent: headerValue(request.headers['user-agent']) ?? null, ip: request.ip ?? null };
      const result = await operation.run({ ...ctx, caller }, parsed.data);
      return reply.type('application/x-amz-json-1.1').send(result);
    } catch (error) {
      if (error instanceof CognitoError) return sendCognitoError(reply, error);
      // A value the database refuses is the caller's mistake, never an internal error.
      if (isInvalidDatabaseInput(error))
        return sendCognitoError(
          reply,
          cognitoErrors.invalidParameter('1 validation error detected: a value is not valid.'),
        );
      request.log.error({ err: error, operation: name }, 'identity operation failed');
      const unavailable = isDatabaseUnavailable(error);
      if (unavailable) reply.header('retry-after', '5');
      return sendCognitoError(
        reply,
        new CognitoError('InternalErrorException', 'An internal error occurred. Please try again.'),
        unavailable ? 503 : 500,
      );
    }
  });

  // Cognito publishes its keys under the issuer; the shorter path is the one DESIGN.md names.
  const jwks = async () => publicKeySet(ctx.db);
  app.get(
    `/${ctx.config.IDENTITY_USER_POOL_ID}/.well-known/jwks.json`,
    { config: { rateLimit: false }, schema: { hide: true } },
    jwks,
  );
  app.get('/.well-known/jwks.json', { config: { rateLimit: false }, schema: { hide: true } }, jwks);
}

/** A path as an error names it: a body nested thousands deep, or a key of thousands of characters, is not echoed whole. */
const shortPath = (path: string) => (path.length > 200 ? `${path.slice(0, 200)}…` : path);

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function enforceRateLimits(
  ctx: IdentityContext,
  request: { ip: string; username: string | undefined; invocationId: string | undefined },
) {
  const now = ctx.clock.now();
  const limits = [{ key: `ip:${request.ip}`, limit: ctx.config.IDENTITY_RATE_LIMIT_PER_IP }];
  if (request.username)
    limits.push({ key: `user:${normalizeUsername(request.username)}`, limit: ctx.config.IDENTITY_RATE_LIMIT_PER_USER });
  for (const { key, limit } of limits) {
    if (!(await consumeRateLimit(ctx.db, { key, limit, invocationId: request.invocationId, now })))
      throw cognitoErrors.tooManyRequests();
  }
}
