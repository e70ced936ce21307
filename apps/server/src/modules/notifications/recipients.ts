import { inArray, sql } from 'drizzle-orm';
import type { EventType } from '@portal/shared/events';
import {
  isOnByDefault,
  mayHearOf,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from '@portal/shared/notifications';
import type { Role } from '@portal/shared/roles';
import type { Db } from '../../db/database';
import {
  accountContactAssignments,
  accounts,
  contacts,
  notificationPreferences,
  pushSubscriptions,
} from '../../db/schema/index';

export interface Member {
  recipient: string;
  phone: string | null;
  role: Role;
}

/**
 * Who on these accounts hears of what, by which channel: the people with a role on each account (money
 * news only for BILLING and up), with their choices or the defaults, and the devices each turned push on for.
 * Four reads for a whole batch.
 */
export async function audienceOf(tx: Db, accountIds: string[]) {
  const ids = [...new Set(accountIds)];
  // One after another: a transaction's client runs one query at a time.
  const members = await tx
    .select({
      accountId: accountContactAssignments.accountId,
      recipient: sql<string>`lower(${contacts.email})`,
      phone: contacts.phone,
      role: accountContactAssignments.role,
    })
    .from(accountContactAssignments)
    .innerJoin(contacts, sql`${contacts.id} = ${accountContactAssignments.contactId}`)
    .where(inArray(accountContactAssignments.accountId, ids));
  const choices = await tx
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.accountId, ids));
  const names = await tx
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  const recipients = [...new Set(members.map((member) => member.recipient))];
  const devices =
    recipients.length === 0
      ? []
      : await tx
          .select({ id: pushSubscriptions.id, recipient: pushSubscriptions.recipient })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.recipient, recipients));
  const devicesOf = new Map<string, string[]>();
  for (const device of devices)
    devicesOf.set(device.recipient, [...(devicesOf.get(device.recipient) ?? []), device.id]);
  const chosen = new Map(
    choices.map((row) => [`${row.recipient}|${row.accountId}|${row.eventType}|${row.channel}`, row.enabled]),
  );
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return {
    accountName: (accountId: string) => nameOf.get(accountId) ?? 'Your account',
    /** Each person on the account who hears of this event, with the channels they hear it by. */
    listeners(
      accountId: string,
      type: EventType,
    ): (Member & { channels: NotificationChannel[]; pushDevices: string[] })[] {
      return members
        .filter((member) => member.accountId === accountId && mayHearOf(type, member.role))
        .map((member) => {
          const pushDevices = devicesOf.get(member.recipient) ?? [];
          return {
            recipient: member.recipient,
            phone: member.phone,
            role: member.role,
            pushDevices,
            channels: NOTIFICATION_CHANNELS.filter(
              (channel) =>
                (chosen.get(`${member.recipient}|${accountId}|${type}|${channel}`) ?? isOnByDefault(type, channel)) &&
                (channel !== 'SMS' || member.phone !== null) &&
                (channel !== 'PUSH' || pushDevices.length > 0),
            ),
          };
        })
        .filter((listener) => listener.channels.length > 0);
    },
  };
}
