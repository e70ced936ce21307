import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { asSentence, formResolver } from './form-resolver';

describe('formResolver', () => {
  it('gives every field message, nested ones and list entries included, as a sentence', async () => {
    const schema = z.object({
      zip: z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits')),
      listing: z.object({ city: z.string().check(z.minLength(1, 'This field is required')) }),
      zips: z.array(z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits'))),
    });
    const { errors } = await formResolver(schema)(
      { zip: '1', listing: { city: '' }, zips: ['78701', 'x'] },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(errors.zip?.message).toBe('Must be 5 digits');
    expect(errors.listing?.city?.message).toBe('This field is required');
    expect((errors.zips as unknown as { message: string }[])[1]?.message).toBe('Must be 5 digits');
  });

  it('leaves a message that starts with a number or a capital as it is', () => {
    expect(asSentence('78701 is already in the list')).toBe('78701 is already in the list');
    expect(asSentence('Choose a service category from the list')).toBe('Choose a service category from the list');
  });
});
