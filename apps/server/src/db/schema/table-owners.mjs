// Who writes each table (docs/architecture.md, docs/decisions/0035). A module's files may insert, update or
// delete only the tables it owns; another module changes them through the owner's public file
// (modules/<owner>/index.ts). Any code may read any table. Owners that are not modules are the
// infrastructure folders whose functions every module calls (recordEvents, recordAudit, the idempotency
// and rate-limit layers). The demo seed (src/demo) and tests write fixtures directly and are not checked.
// eslint-rules/table-writers.mjs enforces it; a table missing here is a lint error where it is written.
export const TABLE_OWNERS = {
  accounts: ['accounts', 'accountManagers', 'contacts', 'accountContactAssignments'],
  billing: [
    'billingAccounts',
    'paymentMethods',
    'payments',
    'paymentAllocations',
    'invoices',
    'invoiceLines',
    'invoiceLedgerEntries',
    'ledgerEntries',
    'paymentBridgeLinks',
    'autoRecharges',
    'billingAdjustments',
  ],
  campaigns: ['campaigns', 'listings', 'budgets', 'budgetPeriods', 'budgetCharges'],
  supply: [
    'supplyEvents',
    'supplyEventNotes',
    'disputes',
    'dailyRollups',
    'blockedNumbers',
    'leadTags',
    'callTranscripts',
    'keywordRules',
  ],
  recordings: ['recordings', 'recordingLinks', 'recordingSettings'],
  notifications: [
    'notifications',
    'notificationPreferences',
    'summaryEmailChoices',
    'streamTickets',
    'liveStreams',
    'pushSubscriptions',
    'pushVapidKeys',
  ],
  reports: ['summaryEmailSends'],
  webhooks: ['webhookEndpoints', 'webhookDeliveries'],
  identity: [
    'identityUsers',
    'identityCodes',
    'identityChallengeSessions',
    'identityRefreshTokens',
    'identitySigningKeys',
    'identityRateLimits',
    'identitySsoStates',
    'identitySsoTickets',
    'identityPasskeys',
  ],
  support: ['supportRequests'],
  'api-keys': ['apiKeys'],
  // Infrastructure, not modules:
  'src/outbox': ['domainEvents'],
  'src/db/audit.ts': ['auditLog'],
  'src/db/signed-tokens.ts': ['appMeta'],
  'src/http': ['idempotencyRequests', 'rateLimitWindows'],
  'src/adapters/dev-mailbox.ts': ['devMailboxMessages'],
};
