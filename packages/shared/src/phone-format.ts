/** How people see a phone number: +15125550199 is shown as (512) 555-0199. Anything else is shown as stored. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(value);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : value;
}
