import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_PROBLEM, newPasswordProblems, PERSONAL_PASSWORD_PROBLEM } from './password-screen';

const olivia = { email: 'olivia.owens@example.test', name: 'Olivia Owens' };

describe('newPasswordProblems', () => {
  it.each(['P@ssw0rd', 'Password123!', 'Passw0rd!', 'Qwerty123!', '!!Dragon2024', 'Sunshine#1'])(
    'refuses %s: a common password with digits and symbols added or swapped in',
    async (password) => {
      expect(await newPasswordProblems(password, olivia)).toEqual([COMMON_PASSWORD_PROBLEM]);
    },
  );

  it.each(['Olivia-Chose-77!', 'My-0wens-Secret!', 'Olivia.Owens1!'])(
    'refuses %s: it holds the person’s name or email',
    async (password) => {
      expect(await newPasswordProblems(password, olivia)).toEqual([PERSONAL_PASSWORD_PROBLEM]);
    },
  );

  it('says the policy first, as the user pool does', async () => {
    expect(await newPasswordProblems('password', olivia)).toContain('Password must have uppercase characters');
  });

  it.each(['Demo-Passw0rd!', 'Tulip-Ferry-Quiet-42!', 'Xk7#mQ2!vL9p'])('takes %s', async (password) => {
    expect(await newPasswordProblems(password, olivia)).toEqual([]);
  });
});
