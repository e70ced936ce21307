// zod/mini like every API schema (docs/decisions/0007).
import * as z from 'zod/mini';
import { pageLimit } from './accounts';
import { ROLES } from './roles';
import { TEXT_LIMITS, multiLineText, plainText, singleLineText } from './text';

/**
 * People: every sign-in (login) of the built-in user pool as provider staff see and manage it on /admin/people
 * (issue 30, docs/decisions/0057).
 */

/** The user pool's states of a sign-in (Cognito's UserStatus); whether it is disabled is `enabled` beside it. */
export const PERSON_STATUSES = [
  'CONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'UNCONFIRMED',
  'RESET_REQUIRED',
  'EXTERNAL_PROVIDER',
] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

export const personSchema = z.object({
  /** The sign-in's id: its tokens' `sub`. */
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(PERSON_STATUSES),
  enabled: z.boolean(),
  /** Until when a temporary password works (FORCE_CHANGE_PASSWORD), else null. */
  temporaryPasswordExpiresAt: z.nullable(z.string()),
  twoStep: z.object({
    /** Codes from an authenticator app are asked at sign-in. */
    app: z.boolean(),
    /** How many passkeys the person signs in with. */
    passkeys: z.number(),
  }),
  /** The last sign-in's start (a refresh token's making); null when they never signed in. */
  lastSignInAt: z.nullable(z.string()),
  /** Provider staff (custom:internal = "Y", or signed in through the company directory). */
  staff: z.boolean(),
  /** Made staff by an operator on the command line: may make and remove staff; only the command line removes it. */
  staffByOperator: z.boolean(),
  /** The customer accounts the person is on, with their role on each. */
  accounts: z.array(z.object({ accountId: z.string(), accountName: z.string(), role: z.enum(ROLES) })),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

const yesNo = () => z.optional(z.enum(['true', 'false']));

export const peopleQuerySchema = z.object({
  /** Part of the email or the name. */
  search: z._default(singleLineText(TEXT_LIMITS.search), ''),
  staff: yesNo(),
  disabled: yesNo(),
  // The last email of the previous page, base64url: an email of 254 characters is 340.
  cursor: z.optional(plainText(400)),
  limit: pageLimit(100, 25),
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

export const peoplePageSchema = z.object({
  items: z.array(personSchema),
  nextCursor: z.nullable(z.string()),
  /** Who asks: their sign-in, and whether they may make and remove staff and act on other staff (an operator made them staff). */
  caller: z.object({ userId: z.string(), managesStaff: z.boolean() }),
});

export const personParamsSchema = z.object({ userId: plainText(TEXT_LIMITS.identifier) });

/** Every change to a person says why: the audit log keeps it with who made it. */
export const personChangeSchema = z.strictObject({
  reason: multiLineText(TEXT_LIMITS.comment, { required: 'Say why: the audit log keeps it' }),
});
export type PersonChange = z.input<typeof personChangeSchema>;
