import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MULTI_VALUE_MESSAGES } from '@portal/shared/multi-value';
import { ZIP_MESSAGES } from '@portal/shared/zip-codes';
import { addZipEntries, ZipCodesInput } from './zip-codes-input';

function Harness({ initial = [], error }: { initial?: string[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <ZipCodesInput label="ZIP codes" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value.join(',')}</output>
    </MantineProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'ZIP codes' });
const value = () => screen.getByTestId('value').textContent;

describe('ZipCodesInput', () => {
  it('takes a pasted list separated by commas, spaces and new lines', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    await user.paste('78701, 78702\n78703 78704;78705');
    expect(value()).toBe('78701,78702,78703,78704,78705');
    expect(field()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a typed entry on Enter, comma or space, and on leaving the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '78701{Enter}78702,78703 78704');
    await user.tab();
    expect(value()).toBe('78701,78702,78703,78704');
  });

  it('rejects a duplicate with the specification’s message, announced as the field’s error', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['78701']} />);
    await user.type(field(), '78701{Enter}');
    expect(value()).toBe('78701');
    expect(screen.getByRole('alert')).toHaveTextContent(MULTI_VALUE_MESSAGES.duplicate('78701'));
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(MULTI_VALUE_MESSAGES.duplicate('78701')));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps an entry that is not 5 digits in the box to be fixed, and adds the rest', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    await user.paste('78701 7870 78702');
    expect(value()).toBe('78701,78702');
    expect(field()).toHaveValue('7870');
    expect(screen.getByRole('alert')).toHaveTextContent(ZIP_MESSAGES.invalid('7870'));
    // Typing again clears the problem until the next entry is added.
    await user.type(field(), '3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(value()).toBe('78701,78702,78703');
  });

  it('removes an entry with its button or Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['78701', '78702', '78703']} />);
    await user.click(screen.getByRole('button', { name: 'Remove 78702' }));
    expect(value()).toBe('78701,78703');
    await user.click(field());
    await user.keyboard('{Backspace}');
    expect(value()).toBe('78701');
  });

  it('shows the form’s error when nothing typed is wrong', () => {
    render(<Harness error="Add at least one ZIP code or state" />);
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('Add at least one ZIP code or state'));
  });
});

describe('addZipEntries', () => {
  it('stops at the maximum and says so', () => {
    const result = addZipEntries(['78701'], '78702 78703', 2);
    expect(result.value).toEqual(['78701', '78702']);
    expect(result.leftover).toBe('78703');
    expect(result.problems[0]).toContain(MULTI_VALUE_MESSAGES.tooMany(2));
  });
});
