import { describe, expect, it } from 'vitest';
import { personName, twoStepText } from './person-labels';

describe('person labels', () => {
  it('says which second steps a person has', () => {
    expect(twoStepText({ app: false, passkeys: 0 })).toBe('Off');
    expect(twoStepText({ app: true, passkeys: 0 })).toBe('App');
    expect(twoStepText({ app: false, passkeys: 1 })).toBe('Passkey');
    expect(twoStepText({ app: true, passkeys: 2 })).toBe('App and 2 passkeys');
  });

  it('names a person by their email when they gave no name', () => {
    expect(personName({ name: '', email: 'a@example.test' })).toBe('a@example.test');
    expect(personName({ name: 'Ana', email: 'a@example.test' })).toBe('Ana');
  });
});
