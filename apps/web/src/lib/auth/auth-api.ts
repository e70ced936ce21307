import type { authFlows } from './auth-flows';
import { loadIdentity } from './load-identity';

type Flows = typeof authFlows;

// Amplify's sign-in calls (SRP, passkeys, challenges: about 16 KB gzipped) are not needed to draw a screen:
// they load on first use, and the screens that send them ask for them as soon as they are drawn (preload).
const load = () => loadIdentity().then(() => import('./auth-flows').then((module) => module.authFlows));

/** The calls of auth-flows.ts, which screens use instead of Amplify; each waits for Amplify's flows first. */
export const authApi = {
  /**
   * Fetches the flows ahead of the first call. Nobody waits for it, so a failure is nobody's to report: the
   * call that needs the flows loads them again and says what went wrong (left unhandled, it surfaced as an
   * unhandled rejection, e.g. when a test's page was gone before the chunks arrived).
   */
  preload: () => void load().catch(() => undefined),
  signInWithPassword: async (...args: Parameters<Flows['signInWithPassword']>) =>
    (await load()).signInWithPassword(...args),
  requestPasscode: async (...args: Parameters<Flows['requestPasscode']>) => (await load()).requestPasscode(...args),
  answerChallenge: async (...args: Parameters<Flows['answerChallenge']>) => (await load()).answerChallenge(...args),
  redeemDirectoryTicket: async (...args: Parameters<Flows['redeemDirectoryTicket']>) =>
    (await load()).redeemDirectoryTicket(...args),
  confirmRegistration: async (...args: Parameters<Flows['confirmRegistration']>) =>
    (await load()).confirmRegistration(...args),
  resendRegistrationCode: async (...args: Parameters<Flows['resendRegistrationCode']>) =>
    (await load()).resendRegistrationCode(...args),
  requestPasswordReset: async (...args: Parameters<Flows['requestPasswordReset']>) =>
    (await load()).requestPasswordReset(...args),
  resetPassword: async (...args: Parameters<Flows['resetPassword']>) => (await load()).resetPassword(...args),
  changePassword: async (...args: Parameters<Flows['changePassword']>) => (await load()).changePassword(...args),
  authenticatorAppIsOn: async () => (await load()).authenticatorAppIsOn(),
  startAuthenticatorSetUp: async (...args: Parameters<Flows['startAuthenticatorSetUp']>) =>
    (await load()).startAuthenticatorSetUp(...args),
  finishAuthenticatorSetUp: async (...args: Parameters<Flows['finishAuthenticatorSetUp']>) =>
    (await load()).finishAuthenticatorSetUp(...args),
  turnOffAuthenticator: async () => (await load()).turnOffAuthenticator(),
  signInWithPasskey: async (...args: Parameters<Flows['signInWithPasskey']>) =>
    (await load()).signInWithPasskey(...args),
  addPasskey: async () => (await load()).addPasskey(),
  listPasskeys: async () => (await load()).listPasskeys(),
  removePasskey: async (...args: Parameters<Flows['removePasskey']>) => (await load()).removePasskey(...args),
  sendPhoneCode: async () => (await load()).sendPhoneCode(),
  confirmPhone: async (...args: Parameters<Flows['confirmPhone']>) => (await load()).confirmPhone(...args),
};

/** Whether this browser can make and use passkeys at all (WebAuthn); the buttons are not offered otherwise. */
export const browserHasPasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
