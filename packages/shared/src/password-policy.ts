import { PASSWORD_MIN_LENGTH } from './limits';

/**
 * The user pool's password policy: at least 8 characters, upper and lower case, a number and a symbol.
 * Returns what is missing, worded as Cognito words it; empty when the password passes.
 */
export function passwordPolicyProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('Password not long enough');
  if (!/[a-z]/.test(password)) problems.push('Password must have lowercase characters');
  if (!/[A-Z]/.test(password)) problems.push('Password must have uppercase characters');
  if (!/[0-9]/.test(password)) problems.push('Password must have numeric characters');
  if (!/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/.test(password)) problems.push('Password must have symbol characters');
  return problems;
}
