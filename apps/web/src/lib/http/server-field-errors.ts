import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HttpError } from './http-error';

/**
 * The per-field problems of a 400 (validation) or 422 (business rule) answer
 * (`details: [{ path: "body.Phone", message }]`), by field name; nested fields keep their dots ("budget.capCents").
 */
export function serverFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 422)) return [];
  const details: unknown = (error.body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: { path?: unknown; message?: unknown }) =>
    typeof detail.path === 'string' && detail.path.startsWith('body.') && typeof detail.message === 'string'
      ? [{ field: detail.path.slice('body.'.length), message: detail.message }]
      : [],
  );
}

/**
 * Puts the server's field errors under the form's own fields, where people look for them, and focuses
 * the first. Answers whether any field matched, so a caller can still say something for the rest.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<Values>, 'setError' | 'getValues'>,
): boolean {
  const fields = Object.keys(form.getValues());
  // A nested field ("listing.zipCode") or a list entry ("zipCodes.3") belongs to the form's field it starts with.
  const matching = serverFieldErrors(error).filter(({ field }) => fields.includes(field.split('.')[0] ?? field));
  matching.forEach(({ field, message }, index) =>
    form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return matching.length > 0;
}
