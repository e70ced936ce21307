import * as z from 'zod/mini';

export const MULTI_VALUE_MESSAGES = {
  duplicate: (value: string) => `${value} is already in the list`,
  tooMany: (max: number) => `must have at most ${max} entries`,
} as const;

/**
 * A list field whose entries must be distinct (specification section 5: "Multi-value input rejects
 * duplicate entries"). The problem names the repeated entry and sits on its index.
 */
export const distinctList = <T extends z.core.$ZodType<string>>(item: T, max: number) =>
  z.array(item).check(
    z.maxLength(max, MULTI_VALUE_MESSAGES.tooMany(max)),
    z.superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.forEach((value, index) => {
        const key = String(value);
        if (seen.has(key)) {
          ctx.issues.push({
            code: 'custom',
            message: MULTI_VALUE_MESSAGES.duplicate(key),
            input: value,
            path: [index],
          });
        }
        seen.add(key);
      });
    }),
  );

/** Splits what people paste into a multi-value field (commas, spaces, semicolons, new lines) into entries. */
export const splitPastedList = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
