import { z } from 'zod';
import { checkCode, issueCode } from '../domain/codes';
import { codeMessage } from '../domain/code-messages';
import type { IdentityContext } from '../domain/identity-context';
import { smsUnavailable } from '../domain/sign-in';
import { maskPhone, updateUser } from '../domain/users';
import { cognitoErrors } from '../wire/cognito-error';
import { cognitoCode, cognitoToken } from '../wire/constraints';
import { throwForCode } from './account-operations';
import { userOfAccessToken } from './token-operations';

/** The pool verifies phone numbers this way; emails are verified by the sign-up's own code. */
const phoneNumber = () =>
  z.literal('phone_number', { error: 'Member must be phone_number: only a phone number is verified this way' });

export const attributeVerificationCodeInput = z.looseObject({
  AccessToken: cognitoToken(),
  AttributeName: phoneNumber(),
});

/**
 * GetUserAttributeVerificationCode for `phone_number`: a code by text to the person's number, so the number is
 * proved theirs before sign-in passcodes are sent to it.
 */
export async function getUserAttributeVerificationCode(
  ctx: IdentityContext,
  input: z.infer<typeof attributeVerificationCodeInput>,
) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  if (!user.phone) throw cognitoErrors.invalidParameter('User has no phone_number to verify: add one to the profile.');
  if (!ctx.config.smsSignIn) throw smsUnavailable();
  const code = await issueCode(ctx.db, user.id, 'VERIFY_PHONE', ctx.clock.now());
  await ctx.messages.send(codeMessage('VERIFY_PHONE', 'sms', user.phone, code));
  return {
    CodeDeliveryDetails: {
      AttributeName: 'phone_number',
      DeliveryMedium: 'SMS',
      Destination: maskPhone(user.phone),
    },
  };
}

export const verifyUserAttributeInput = z.looseObject({
  AccessToken: cognitoToken(),
  AttributeName: phoneNumber(),
  Code: cognitoCode(),
});

/** VerifyUserAttribute: the texted code marks the number verified (if it is still the number it was sent to). */
export async function verifyUserAttribute(ctx: IdentityContext, input: z.infer<typeof verifyUserAttributeInput>) {
  const user = await userOfAccessToken(ctx, input.AccessToken);
  throwForCode(await checkCode(ctx.db, user.id, 'VERIFY_PHONE', input.Code, ctx.clock.now()));
  if (!user.phone) throw cognitoErrors.codeMismatch();
  await updateUser(ctx.db, user.id, { phoneVerified: true });
  return {};
}
