import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { configureAmplify } from './configure-amplify';

// Importing this module configures Amplify, once. It loads on its own (load-identity.ts): a browser with no
// stored sign-in draws the signed-out screens before it arrives (docs/decisions/0018).
configureAmplify();

/** Amplify's session calls, pointed at the portal's user pool. */
export const identity = { fetchAuthSession, signOut, Hub };
