export const RECORDINGS_ACCOUNT_PATH = 'call-management/call-recording/accounts/:accountId';
export const RECORDING_TAGS = ['call recordings'] as const;
