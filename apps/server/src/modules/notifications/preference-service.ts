import { and, eq, sql } from 'drizzle-orm';
import { NOTIFIED_EVENT_TYPES, type EventType } from '@portal/shared/events';
import {
  NOTIFICATION_CHANNELS,
  SUMMARY_EMAIL_TOPIC,
  defaultSummaryEmail,
  eventTypesFor,
  isOnByDefault,
  type Preference,
  type Preferences,
  type PreferencesUpdate,
  type SummaryEmailFrequency,
} from '@portal/shared/notifications';
import type { Role } from '@portal/shared/roles';
import type { Db } from '../../db/database';
import { contacts, notificationPreferences, summaryEmailChoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { UnsubscribeTarget } from './unsubscribe';
import { pushDeviceCount } from './push/push-devices';

interface Person {
  username: string;
  role: Role | null;
  isAdmin: boolean;
}

/** Every event the person can hear of on the account, on every channel: their choice, or the default. */
export async function loadPreferences(db: Db, person: Person, accountId: string): Promise<Preferences> {
  const recipient = person.username.toLowerCase();
  const [rows, [contact], summaryEmail, pushDevices] = await Promise.all([
    db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.recipient, recipient), eq(notificationPreferences.accountId, accountId))),
    db
      .select({ phone: contacts.phone })
      .from(contacts)
      .where(sql`lower(${contacts.email}) = ${recipient}`),
    summaryEmailOf(db, person, accountId),
    pushDeviceCount(db, recipient),
  ]);
  const chosen = new Map(rows.map((row) => [`${row.eventType}|${row.channel}`, row.enabled]));
  const items: Preference[] = eventTypesFor(person.role, person.isAdmin).flatMap((eventType) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      eventType,
      channel,
      enabled: chosen.get(`${eventType}|${channel}`) ?? isOnByDefault(eventType, channel),
    })),
  );
  return { accountId, items, smsAvailable: Boolean(contact?.phone), pushDevices, summaryEmail };
}

/** The person's summary email of the account: their choice, or their role's default; none for staff. */
async function summaryEmailOf(db: Db, person: Person, accountId: string): Promise<SummaryEmailFrequency | null> {
  if (!person.role) return null;
  const [chosen] = await db
    .select({ frequency: summaryEmailChoices.frequency })
    .from(summaryEmailChoices)
    .where(
      and(
        eq(summaryEmailChoices.recipient, person.username.toLowerCase()),
        eq(summaryEmailChoices.accountId, accountId),
      ),
    );
  return chosen?.frequency ?? defaultSummaryEmail(person.role);
}

/** Saves the choices sent (others stay as they were); an event the person cannot hear of is refused. */
export async function savePreferences(
  db: Db,
  person: Person,
  accountId: string,
  update: PreferencesUpdate,
  now: Date,
): Promise<Preferences> {
  const allowed = new Set<EventType>(eventTypesFor(person.role, person.isAdmin));
  const items = update.items ?? [];
  const refused = items.find((item) => !allowed.has(item.eventType));
  if (refused && !NOTIFIED_EVENT_TYPES.includes(refused.eventType)) {
    throw new AppError(
      'BUSINESS_RULE',
      `${refused.eventType} is not a notification: webhooks and open pages hear of it.`,
      [{ path: 'items', message: `${refused.eventType} cannot be chosen as a notification` }],
    );
  }
  if (refused) {
    throw new AppError('BUSINESS_RULE', `${refused.eventType} is money news: it needs the BILLING role or higher.`, [
      { path: 'items', message: `${refused.eventType} needs the BILLING role or higher` },
    ]);
  }
  if (update.summaryEmail !== undefined && !person.role) {
    throw new AppError('BUSINESS_RULE', "Summary emails go to the people on the account's team; staff have none.", [
      { path: 'summaryEmail', message: 'Only a person on the account can choose its summary email' },
    ]);
  }
  const recipient = person.username.toLowerCase();
  if (items.length > 0) {
    await writeChoices(
      db,
      items.map((item) => ({ ...item, recipient, accountId })),
      now,
    );
  }
  if (update.summaryEmail !== undefined) {
    await chooseSummaryEmail(db, { recipient, accountId, frequency: update.summaryEmail }, now);
  }
  return loadPreferences(db, person, accountId);
}

async function chooseSummaryEmail(
  db: Db,
  choice: { recipient: string; accountId: string; frequency: SummaryEmailFrequency },
  now: Date,
) {
  await db
    .insert(summaryEmailChoices)
    .values({ ...choice, updatedAt: now })
    .onConflictDoUpdate({
      target: [summaryEmailChoices.recipient, summaryEmailChoices.accountId],
      set: { frequency: choice.frequency, updatedAt: now },
    });
}

/** The email link's choice: that event type's emails (or the summary email) off for that person and account. */
export async function unsubscribeEmail(db: Db, target: UnsubscribeTarget, now: Date): Promise<void> {
  const { recipient, accountId, eventType } = target;
  if (eventType === SUMMARY_EMAIL_TOPIC) await chooseSummaryEmail(db, { recipient, accountId, frequency: 'NONE' }, now);
  else await writeChoices(db, [{ recipient, accountId, eventType, channel: 'EMAIL', enabled: false }], now);
}

async function writeChoices(db: Db, choices: (Preference & { recipient: string; accountId: string })[], now: Date) {
  // One row per key (the last choice sent wins): one statement cannot update a row twice.
  const unique = new Map(choices.map((choice) => [`${choice.eventType}|${choice.channel}`, choice]));
  await db
    .insert(notificationPreferences)
    .values([...unique.values()].map((choice) => ({ ...choice, updatedAt: now })))
    .onConflictDoUpdate({
      target: [
        notificationPreferences.recipient,
        notificationPreferences.accountId,
        notificationPreferences.eventType,
        notificationPreferences.channel,
      ],
      set: { enabled: sql`excluded.enabled`, updatedAt: now },
    });
}
