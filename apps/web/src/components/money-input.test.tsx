import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';

let latest: number | undefined;

function Harness({ initial, error }: { initial?: number; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <MoneyInput
        label="Price per call"
        value={value}
        onChange={(cents) => {
          latest = cents;
          setValue(cents);
        }}
        error={error}
      />
    </MantineProvider>
  );
}

describe('MoneyInput', () => {
  it('shows cents as dollars and keeps what is typed as integer cents', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2550} />);
    const input = screen.getByRole('textbox', { name: 'Price per call' });
    expect(input).toHaveValue('$25.50');
    await user.clear(input);
    await user.type(input, '1234.56');
    expect(latest).toBe(123456);
    await user.clear(input);
    await user.type(input, '0.50');
    expect(latest).toBe(50);
    await user.clear(input);
    await user.type(input, '25.10');
    expect(latest).toBe(2510);
    await user.clear(input);
    expect(latest).toBeUndefined();
  });

  it.each(['must be a whole number of cents', 'Must be a whole number of cents'])(
    'words the missing-amount error in dollars, as the schema says it and as the forms’ resolver makes it a sentence (%s)',
    (error) => {
      render(<Harness error={error} />);
      expect(screen.getByRole('textbox', { name: 'Price per call' })).toHaveAccessibleDescription(
        'Enter an amount in dollars, e.g. 25.00',
      );
    },
  );
});
