import { passwordPolicyProblems } from '@portal/shared/password-policy';

/** Said when a new password is on the list of common and breached passwords (NIST SP 800-63B 5.1.1.2). */
export const COMMON_PASSWORD_PROBLEM =
  'Password is too common: it is on a list of passwords that attackers try first. Choose one nobody would guess';
export const PERSONAL_PASSWORD_PROBLEM = 'Password must not contain your name or your email address';

// Letters people write as digits or symbols to pass a policy ("P@ssw0rd1!" is "password").
const UNLEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

const unleet = (text: string) => [...text].map((character) => UNLEET[character] ?? character).join('');
const trimEnds = (text: string) => text.replace(/^[^a-z]+|[^a-z]+$/g, '');

let common: Promise<Set<string>> | undefined;

/**
 * The 49,000 most common passwords of @zxcvbn-ts/language-common, read once, on the first password chosen
 * (not at start, and never per request), then looked up in a Set.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

/**
 * The forms of a password to look up: as typed (lower case), without the digits and symbols added at either
 * end to meet the policy, and with the usual digit-for-letter swaps undone.
 */
function candidates(password: string): string[] {
  const lower = password.toLowerCase();
  return [...new Set([lower, trimEnds(lower), unleet(lower), trimEnds(unleet(lower))])].filter(
    (form) => form.length >= 4,
  );
}

/** Parts of who the person is that must not be in their password: their name's words and email's local part. */
function personalWords(person: { email: string; name: string }): string[] {
  const local = person.email.split('@')[0] ?? '';
  return [local, ...person.name.split(/\s+/), ...local.split(/[._+-]+/)]
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3);
}

/**
 * What is wrong with a new password, worded as the user pool words it: the policy first, then whether it
 * is common or breached, then whether it holds the person's name or email. Empty when it may be used.
 */
export async function newPasswordProblems(
  password: string,
  person: { email: string; name: string },
): Promise<string[]> {
  const policy = passwordPolicyProblems(password);
  if (policy.length > 0) return policy;
  const list = await commonPasswords();
  if (candidates(password).some((form) => list.has(form))) return [COMMON_PASSWORD_PROBLEM];
  const forms = [password.toLowerCase(), unleet(password.toLowerCase())];
  if (personalWords(person).some((word) => forms.some((form) => form.includes(word))))
    return [PERSONAL_PASSWORD_PROBLEM];
  return [];
}
