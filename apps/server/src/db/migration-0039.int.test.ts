import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '@portal/shared/event-words';
import { openTestDatabase } from '../test/test-database';
import { transcriptTurns } from '../modules/supply/transcript-columns';
import { runMigrations } from './migrate';

// 0039 moves each stored transcript from json turns beside the words to the three columns a turn is spread over.
// The table is put back as 0038 made it, with transcripts in that shape, and migrated again.
const stored: Record<string, TranscriptTurn[]> = {
  '00000000-0000-4000-8000-00000000c001': [
    { speaker: 'CALLER', text: 'Hi, is this "Brightside"?\nI have a leak.', atSeconds: 0 },
    { speaker: 'BUSINESS', text: 'Yes — ¿en qué le ayudo?\tTell me more.', atSeconds: 3.25 },
    { speaker: 'CALLER', text: 'Under the sink 🚰', atSeconds: 9.5 },
  ],
  '00000000-0000-4000-8000-00000000c002': [{ speaker: 'BUSINESS', text: 'Voicemail greeting.', atSeconds: 1 }],
  // None can be stored (the schema wants a turn), but one would not stop the migration.
  '00000000-0000-4000-8000-00000000c003': [],
};

describe('migration 0039 on a database that holds transcripts', () => {
  it('keeps every turn: its words, its speaker and its time, in order', async () => {
    const database = await openTestDatabase();
    const { db } = database;
    try {
      await db.execute(sql`drop table call_transcripts`);
      await db.execute(sql`create table call_transcripts (
        supply_event_id uuid primary key not null, account_id uuid not null, turns json not null,
        text text not null, received_at timestamp with time zone not null)`);
      for (const [id, turns] of Object.entries(stored))
        await db.execute(sql`insert into call_transcripts values (${id}, ${id}, ${JSON.stringify(turns)}::json,
          ${turns.map((turn) => turn.text).join('\n')}, now())`);
      await db.execute(sql`delete from drizzle.__drizzle_migrations
        where id in (select id from drizzle.__drizzle_migrations order by created_at desc limit 1)`);

      await runMigrations(db);

      const { rows } = await db.execute<{ id: string; text: string; speakers: string; at_seconds: number[] }>(
        sql`select supply_event_id as id, text, speakers, at_seconds from call_transcripts`,
      );
      expect(
        Object.fromEntries(
          rows.map((row) => [row.id, transcriptTurns({ ...row, atSeconds: row.at_seconds.map(Number) })]),
        ),
      ).toEqual(stored);
      // What the activity search looks through: every turn's words.
      expect(rows.find((row) => row.id.endsWith('c001'))!.text).toContain('Under the sink');
    } finally {
      await database.close();
    }
  });
});
