import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Points at a header control and waits until its code has replaced the stand-in (lib/deferred-part.ts), as
 * a person's pointer does before they press it; returns the control, to be pressed. Without the wait a test
 * would press the stand-in it found first, which may already be gone from the page.
 */
export async function pointAt(user: Pick<UserEvent, 'hover'>, name: RegExp | string): Promise<HTMLElement> {
  await user.hover(await screen.findByRole('button', { name }));
  await waitFor(() => expect(screen.getByRole('button', { name })).not.toHaveAttribute('data-stand-in'));
  return screen.getByRole('button', { name });
}
