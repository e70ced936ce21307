import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { asSentence } from '../form-resolver';
import { HttpError } from './http-error';

/** Answers whose details name fields: 400 (the request's shape) and 422 (a rule of the data broken). */
const FIELD_STATUSES = new Set([400, 422]);

/** The per-field problems of a 400 or 422 answer (`details: [{ path: "body.Phone", message }]`), by field path. */
export function serverFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof HttpError) || !FIELD_STATUSES.has(error.status)) return [];
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
 * the first. A nested path ("hours.days.MON.0.end", "serviceZipCodes.2") lands where react-hook-form keeps
 * that part of its field, as the form's own schema would put it. Answers whether any field matched, so a
 * caller can still say something for the rest.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<Values>, 'setError' | 'getValues'>,
): boolean {
  const fields = Object.keys(form.getValues());
  const matching = serverFieldErrors(error).filter(({ field }) => fields.includes(field.split('.')[0]!));
  matching.forEach(({ field, message }, index) =>
    form.setError(
      field as Path<Values>,
      { type: 'server', message: asSentence(message) },
      { shouldFocus: index === 0 },
    ),
  );
  return matching.length > 0;
}
