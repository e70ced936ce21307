// The identity module's public surface: other modules, the demo and the composition root (app.ts, workers.ts)
// import these names from this file only (eslint.config.js, docs/architecture.md).
export { createInvitedSignIn, renewTemporaryPassword, hasSignIn, TEMPORARY_PASSWORD_DAYS } from './domain/invitations';
export { hashPassword } from './domain/passwords';
export { resetTwoStep } from './domain/recovery-codes';
export { endSignInsWithoutTwoStep, peopleWithoutTwoStep, type TwoStepRequirement } from './domain/two-step-policy';
export { createIdentity, type Identity } from './identity-module';
export { registerProfileEndpoints } from './profile/profile-endpoints';
export { registerSignInEndpoints } from './profile/sign-in-endpoints';
export { registerRecoveryCodeEndpoints } from './profile/recovery-code-endpoints';
export { registerPeopleEndpoints } from './people/people-endpoints';
export { lazyDirectory } from './sso/directory-client';
export { registerSsoRoutes } from './sso/sso-routes';
export { registerCognitoRoutes } from './wire/cognito-routes';
