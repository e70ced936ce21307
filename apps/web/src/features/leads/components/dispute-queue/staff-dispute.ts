import type { z } from 'zod/mini';
import type { staffDisputeSchema } from '@portal/shared/leads';

/** A dispute as staff see it: with its account and its lead or call. */
export type StaffDispute = z.infer<typeof staffDisputeSchema>;

export type Decision = 'APPROVED' | 'REJECTED';

/** "Call from Dana Diaz", "Lead from …": how the queue and its panel name a dispute. */
export const eventName = (dispute: StaffDispute) =>
  `${dispute.event.type === 'CALL' ? 'Call' : 'Lead'} from ${dispute.event.consumer.name}`;
