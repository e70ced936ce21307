import { PasswordInput } from '@mantine/core';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordGuidance } from './password-guidance';

/** A registered field and its message, as react-hook-form gives them. */
interface Field {
  register: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * A new password, typed twice, with the policy beside it (specification section 5): the same block
 * wherever a password is chosen (first sign-in, a reset, the profile's change).
 */
export function NewPasswordFields({ password, confirmation }: { password: Field; confirmation: Field }) {
  const guidanceId = useId();
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        aria-describedby={guidanceId}
        error={password.error}
        {...password.register}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={confirmation.error}
        {...confirmation.register}
      />
      <PasswordGuidance id={guidanceId} />
    </>
  );
}
