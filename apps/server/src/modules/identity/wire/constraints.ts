import { z } from 'zod';

/**
 * Cognito's own limits on the fields of its operations, with its own wording: the wire turns an issue into
 * "1 validation error detected: Value at '<path>' failed to satisfy constraint: <message>".
 */
const maxLength = (max: number) => `Member must have length less than or equal to ${max}`;
const minLength = (min: number) => `Member must have length greater than or equal to ${min}`;

export const COGNITO_LIMITS = { username: 128, password: 256, code: 2048, token: 131_072 } as const;

export const cognitoUsername = () =>
  z.string().min(1, minLength(1)).max(COGNITO_LIMITS.username, maxLength(COGNITO_LIMITS.username));
export const cognitoPassword = () => z.string().max(COGNITO_LIMITS.password, maxLength(COGNITO_LIMITS.password));
export const cognitoCode = () => z.string().max(COGNITO_LIMITS.code, maxLength(COGNITO_LIMITS.code));
export const cognitoToken = () =>
  z.string().min(1, minLength(1)).max(COGNITO_LIMITS.token, maxLength(COGNITO_LIMITS.token));

/** Parameter maps (AuthParameters, ChallengeResponses): passwords in them have the password limit too. */
export const cognitoParameters = () =>
  z
    .record(z.string(), z.string())
    .default({})
    .superRefine((parameters, ctx) => {
      for (const [name, value] of Object.entries(parameters)) {
        const max = name === 'PASSWORD' || name === 'NEW_PASSWORD' ? COGNITO_LIMITS.password : COGNITO_LIMITS.token;
        if (value.length > max) ctx.addIssue({ code: 'custom', path: [name], message: maxLength(max) });
      }
    });
