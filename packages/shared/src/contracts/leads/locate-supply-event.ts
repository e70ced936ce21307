import * as z from 'zod/mini';
import { defineContract } from '../../api/contract';
import { TEXT_LIMITS, plainText } from '../../text';
import { LEAD_TAGS } from './lead-path';

/**
 * The account a lead or call belongs to, for the lead and call pages opened from an email link with no
 * account selected (specification section 4): answered only to someone with a role on it, or staff.
 */
export const locateSupplyEvent = defineContract({
  method: 'GET',
  path: 'ad-portal/advprtl/supply-events/:supplyEventId/account',
  params: z.object({ supplyEventId: plainText(TEXT_LIMITS.identifier) }),
  response: z.object({ accountId: z.string() }),
  access: { kind: 'signedIn' },
  summary: 'Which account a lead or call belongs to (404 unless you hold a role on it)',
  tags: LEAD_TAGS,
  errors: [404],
});
