/** The demo organisation as tests name it: one module, re-exporting what the seed writes. */
export { DEFAULT_DEMO_PASSWORD as TEST_DEMO_PASSWORD } from '../config/env';
export { DEMO_IDS, DEMO_TEMPORARY_PASSWORD } from '../demo/demo-data';
export { DEMO_CAMPAIGN_IDS } from '../demo/demo-campaigns';

/** The demo users by what they show (README "Signing in to the demo"). */
export const DEMO_USER = {
  owner: 'owner@demo.test',
  manager: 'manager@demo.test',
  billing: 'billing@demo.test',
  viewer: 'viewer@demo.test',
  staff: 'staff@demo.test',
  approver: 'approver@demo.test',
  newhire: 'newhire@demo.test',
  pending: 'pending@demo.test',
  nocontact: 'nocontact@demo.test',
} as const;

export type DemoUser = keyof typeof DEMO_USER;
