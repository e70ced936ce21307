import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { authApi } from '../../../lib/auth/auth-api';
import { whenIdle } from '../../../lib/when-idle';
import type { FormFailure } from '../lib/use-form-failure';
import { AuthHeading } from './auth-heading';

interface AuthFormProps {
  title: string;
  subtitle?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  /** Why the last submission failed (useFormFailure): shown at the top of the form, and focused. */
  failure?: FormFailure | null;
  /** The fields, above the submit button. */
  children: ReactNode;
  /** A button of the form that does not submit it, under the submit button. */
  secondaryAction?: ReactNode;
  /** Links under the form. */
  footer?: ReactNode;
}

/**
 * The frame of every signed-out form: heading, fields, one full-width submit button, links under it.
 * Focus never falls back to the page: a failure takes it (the submit button is disabled while it waits),
 * and a field marked data-autofocus takes it when the form appears, as the passcode step does.
 */
export function AuthForm({
  title,
  subtitle,
  onSubmit,
  submitLabel,
  submitting,
  failure,
  children,
  secondaryAction,
  footer,
}: AuthFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Amplify's sign-in calls are not needed to draw the form, only to send it: fetched once it is drawn.
    return whenIdle(() => authApi.preload());
  }, []);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  return (
    <Stack gap="lg">
      <AuthHeading title={title} subtitle={subtitle} id={`${id}-title`} />
      {/* The zod schemas validate, with the specification's messages; the browser's own bubbles would not. */}
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${id}-title`}
        aria-describedby={failure ? `${id}-failure` : undefined}
      >
        <Stack gap="md">
          {failure && (
            <Alert ref={alertRef} id={`${id}-failure`} role="alert" tabIndex={-1} color="red" variant="light">
              {failure.message}
            </Alert>
          )}
          {children}
          <Button type="submit" loading={submitting} fullWidth>
            {submitLabel}
          </Button>
          {secondaryAction}
        </Stack>
      </form>
      {footer}
    </Stack>
  );
}
