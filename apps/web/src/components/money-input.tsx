import { NumberInput, type NumberInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/** The shared schemas' message for a missing or broken amount of cents; people type dollars, so it is reworded. */
const CENTS_MESSAGE = 'must be a whole number of cents';

/**
 * NumberInput answers a number, or a string where a number would lose what was typed ("0.50", "12.")
 * and an empty string when cleared.
 */
function toCents(dollars: number | string): number | undefined {
  const amount = typeof dollars === 'number' ? dollars : dollars.trim() === '' ? Number.NaN : Number(dollars);
  return Number.isFinite(amount) ? Math.round(amount * 100) : undefined;
}

export interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'error'> {
  /** Integer cents, as the API keeps money; undefined while the field is empty. */
  value: number | undefined;
  onChange: (cents: number | undefined) => void;
  error?: string;
}

/**
 * Dollars on screen, integer cents in the form: "$25.50" is 2550. Two decimals at most, so no amount is ever
 * rounded on its way to the server.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, error, ...props },
  ref,
) {
  return (
    <NumberInput
      ref={ref}
      prefix="$"
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      min={0}
      allowNegative={false}
      inputMode="decimal"
      {...props}
      value={value === undefined || Number.isNaN(value) ? '' : value / 100}
      onChange={(dollars) => onChange(toCents(dollars))}
      // Compared in any case: the forms' resolver makes every message a sentence (lib/form-resolver.ts).
      error={error?.toLowerCase() === CENTS_MESSAGE ? 'Enter an amount in dollars, e.g. 25.00' : error}
    />
  );
});
