import { Button, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Confirmation() {
  const [opened, setOpened] = useState(false);
  return (
    // As the app's theme: no transitions for the reduced motion the tests ask for (test/setup.ts).
    <MantineProvider theme={{ respectReducedMotion: true }}>
      <Button onClick={() => setOpened(true)}>Remove</Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Remove Ana?">
        <Button onClick={() => setOpened(false)}>Cancel</Button>
      </Dialog>
    </MantineProvider>
  );
}

describe('Dialog', () => {
  it('draws nothing until it first opens, then opens with its title and closes', async () => {
    const user = userEvent.setup();
    render(<Confirmation />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Remove Ana?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    // Opened again, at once: its code is here.
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Remove Ana?' })).toBeVisible();
  });
});
