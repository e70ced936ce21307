import { Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { AuthHeading } from './auth-heading';

interface AuthFormProps {
  title: string;
  subtitle?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  /** The fields, above the submit button. */
  children: ReactNode;
  /** A button of the form that does not submit it, under the submit button. */
  secondaryAction?: ReactNode;
  /** Links under the form. */
  footer?: ReactNode;
}

/** The frame of every signed-out form: heading, fields, one full-width submit button, links under it. */
export function AuthForm({ title, subtitle, onSubmit, submitLabel, submitting, children, secondaryAction, footer }: AuthFormProps) {
  return (
    <Stack gap="lg">
      <AuthHeading title={title} subtitle={subtitle} />
      {/* The zod schemas validate, with the specification's messages; the browser's own bubbles would not. */}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
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
