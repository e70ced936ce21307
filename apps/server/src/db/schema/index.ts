// The schema as one object for drizzle's relational queries and drizzle-kit.
export * from './account-managers';
export * from './accounts';
export * from './contacts';
export * from './app-meta';
export * from './identity';
export * from './audit';
export * from './campaigns';
export * from './listings';
export * from './budgets';
export * from './supply-events';
export * from './recordings';
export * from './billing';
export * from './events';
export * from './notifications';
export * from './webhooks';
export * from './rate-limits';
export * from './reports';
