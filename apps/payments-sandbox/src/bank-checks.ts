/**
 * An ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10, the check
 * US banks print it with.
 */
export function routingNumberValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 10 === 0;
}

/** US account numbers run from 4 to 17 digits. */
export const accountNumberValid = (digits: string) => /^\d{4,17}$/.test(digits);
