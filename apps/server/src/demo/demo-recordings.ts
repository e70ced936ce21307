import { and, isNull, like } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { RecordingStorage } from '../adapters/recording-storage';
import type { Db } from '../db/database';
import { recordings } from '../db/schema/index';

const RATE = 8000;

/** A short synthetic call (a few tones, 8 kHz, 8-bit mono WAV: a 44-byte header and the samples). */
export function demoWav(seconds: number, seed: number): Buffer {
  const samples = RATE * seconds;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(RATE, 24);
  wav.writeUInt32LE(RATE, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) {
    const note = 330 + ((Math.floor(i / (RATE / 2)) + seed) % 5) * 55;
    const fade = Math.min(1, (i % (RATE / 2)) / 400, (RATE / 2 - (i % (RATE / 2))) / 400);
    wav[44 + i] = 128 + Math.round(40 * fade * Math.sin((2 * Math.PI * note * i) / RATE));
  }
  return wav;
}

/**
 * The demo's recordings live in the database as `demo/…` keys; their audio is made here when missing (a
 * fresh data folder, a test run), so every demo recording plays.
 */
export async function restoreDemoRecordings(db: Db, storage: RecordingStorage, folder: string): Promise<void> {
  const rows = await db
    .select({ key: recordings.storageKey, size: recordings.sizeBytes })
    .from(recordings)
    .where(and(like(recordings.storageKey, 'demo/%'), isNull(recordings.deletedAt)));
  for (const [index, row] of rows.entries()) {
    if (fs.existsSync(path.join(folder, row.key))) continue;
    const seconds = (row.size - 44) / RATE;
    await storage.write(row.key, Readable.from([demoWav(seconds, index)]), row.size);
  }
}
