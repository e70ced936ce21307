import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthForm } from './auth-form';

const frame = (failure: { message: string; attempt: number } | null) => (
  <MantineProvider>
    <AuthForm title="Welcome" onSubmit={() => undefined} submitLabel="Login" submitting={false} failure={failure}>
      <TextInput label="Email" data-autofocus />
    </AuthForm>
  </MantineProvider>
);

describe('AuthForm', () => {
  it('puts focus in the field marked data-autofocus when it appears', () => {
    render(frame(null));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a failure inside the form, describes the form with it, and moves focus to it, again for each attempt', () => {
    const { rerender } = render(frame({ message: 'Incorrect username or password.', attempt: 1 }));
    const form = screen.getByRole('form', { name: 'Welcome' });
    const alert = screen.getByRole('alert');
    expect(form).toContainElement(alert);
    expect(alert).toHaveTextContent('Incorrect username or password.');
    expect(form).toHaveAccessibleDescription('Incorrect username or password.');
    expect(alert).toHaveFocus();

    screen.getByRole('textbox', { name: 'Email' }).focus();
    rerender(frame({ message: 'Incorrect username or password.', attempt: 2 }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
