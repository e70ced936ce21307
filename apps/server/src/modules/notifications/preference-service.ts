import { and, eq, sql } from 'drizzle-orm';
import type { EventType } from '@portal/shared/events';
import {
  NOTIFICATION_CHANNELS,
  eventTypesFor,
  isOnByDefault,
  type Preference,
  type Preferences,
  type PreferencesUpdate,
} from '@portal/shared/notifications';
import type { Role } from '@portal/shared/roles';
import type { Db } from '../../db/database';
import { contacts, notificationPreferences } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { UnsubscribeTarget } from './unsubscribe';

interface Person {
  username: string;
  role: Role | null;
  isAdmin: boolean;
}

/** Every event the person can hear of on the account, on every channel: their choice, or the default. */
export async function loadPreferences(db: Db, person: Person, accountId: string): Promise<Preferences> {
  const recipient = person.username.toLowerCase();
  const [rows, [contact]] = await Promise.all([
    db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.recipient, recipient), eq(notificationPreferences.accountId, accountId))),
    db
      .select({ phone: contacts.phone })
      .from(contacts)
      .where(sql`lower(${contacts.email}) = ${recipient}`),
  ]);
  const chosen = new Map(rows.map((row) => [`${row.eventType}|${row.channel}`, row.enabled]));
  const items: Preference[] = eventTypesFor(person.role, person.isAdmin).flatMap((eventType) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      eventType,
      channel,
      enabled: chosen.get(`${eventType}|${channel}`) ?? isOnByDefault(eventType, channel),
    })),
  );
  return { accountId, items, smsAvailable: Boolean(contact?.phone) };
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
  const refused = update.items.find((item) => !allowed.has(item.eventType));
  if (refused) {
    throw new AppError('BUSINESS_RULE', `${refused.eventType} is money news: it needs the BILLING role or higher.`, [
      { path: 'items', message: `${refused.eventType} needs the BILLING role or higher` },
    ]);
  }
  await writeChoices(
    db,
    update.items.map((item) => ({ ...item, recipient: person.username.toLowerCase(), accountId })),
    now,
  );
  return loadPreferences(db, person, accountId);
}

/** The email link's choice: that event type's emails off for that person and account. */
export async function unsubscribeEmail(db: Db, target: UnsubscribeTarget, now: Date): Promise<void> {
  await writeChoices(db, [{ ...target, channel: 'EMAIL', enabled: false }], now);
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
