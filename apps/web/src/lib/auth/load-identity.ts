import type { identity } from './identity';

type Identity = typeof identity;

let identityArrived: (identity: Identity) => void = () => {};
const arrived = new Promise<Identity>((resolve) => (identityArrived = resolve));

/** Amplify's session, configured (identity.ts): every caller waits for the same chunk. */
export const loadIdentity = () =>
  import('./identity').then((module) => {
    identityArrived(module.identity);
    return module.identity;
  });

/**
 * Amplify's session once some caller has loaded it, without loading it: a listener added here is in place
 * before whatever loaded it can go on (a sign-in call's Hub event is never missed).
 */
export const whenIdentityLoaded = (): Promise<Identity> => arrived;
