import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { RecordingTooLarge, localRecordingStorage } from './recording-storage';

const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'recordings-test-'));

describe('local recording storage', () => {
  it('streams audio in and ranges out', async () => {
    const storage = localRecordingStorage(folder());
    const size = await storage.write('a/b.wav', Readable.from([Buffer.from('0123'), Buffer.from('456789')]), 100);
    expect(size).toBe(10);
    const chunks: Buffer[] = [];
    for await (const chunk of storage.read('a/b.wav', { start: 2, end: 5 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('2345');
  });

  it('refuses more than the limit and keeps nothing, not even part of it', async () => {
    const dir = folder();
    const storage = localRecordingStorage(dir);
    await expect(
      storage.write('big.wav', Readable.from([Buffer.alloc(6), Buffer.alloc(6)]), 10),
    ).rejects.toBeInstanceOf(RecordingTooLarge);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('never reaches outside its folder', () => {
    expect(() => localRecordingStorage(folder()).read('../../etc/passwd')).toThrow(/outside storage/);
  });
});
