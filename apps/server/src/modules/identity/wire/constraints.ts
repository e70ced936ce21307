import { z } from 'zod';

/**
 * Cognito's own limits on the fields of its operations, with its own wording: the wire turns an issue into
 * "1 validation error detected: Value at '<path>' failed to satisfy constraint: <message>".
 */
const maxLength = (max: number) => `Member must have length less than or equal to ${max}`;
const minLength = (min: number) => `Member must have length greater than or equal to ${min}`;

export const COGNITO_LIMITS = {
  username: 128,
  password: 256,
  code: 2048,
  token: 131_072,
  clientId: 128,
  session: 2048,
  /** AuthFlow and ChallengeName: Cognito's are enums of short names. */
  name: 64,
  attributeName: 32,
  attributeValue: 2048,
  attributes: 50,
} as const;

const bounded = (max: number) => z.string().max(max, maxLength(max));
export const cognitoClientId = () => bounded(COGNITO_LIMITS.clientId).min(1, minLength(1));
export const cognitoSession = () => bounded(COGNITO_LIMITS.session);
export const cognitoName = () => bounded(COGNITO_LIMITS.name);
export const cognitoAttributes = () =>
  z
    .array(z.object({ Name: bounded(COGNITO_LIMITS.attributeName), Value: bounded(COGNITO_LIMITS.attributeValue) }))
    .max(COGNITO_LIMITS.attributes, `Member must have length less than or equal to ${COGNITO_LIMITS.attributes}`)
    .default([]);

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
