import { openDatabase } from './db/database';
import { ingestEvents } from './modules/supply/ingest-service';
import { ingestEventSchema } from '@portal/shared/ingest';

const db = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/portal_bench_supply', dataDir: '/tmp/x', poolMax: 4, logger: console as never });
const id = (n: number, c: number) => `00000000-0000-4000-a000-${String(n * 100 + c).padStart(12, '0')}`;
const run = Date.now().toString(36);
for (let b = 0; b < 5; b++) {
  const raw = Array.from({ length: 500 }, (_, n) => ({
    externalId: `prof-${run}-${b}-${n}`,
    type: 'LEAD',
    campaignId: id(1 + ((b * 10 + (n % 10)) % 199), 1),
    occurredAt: new Date(Date.now() - 60000).toISOString(),
    consumer: { name: 'Prof', phone: `+1737${String(2000000 + Math.floor(Math.random() * 7000000)).padStart(7, '0')}`, zip: '78701' },
  }));
  let t = performance.now();
  const events = raw.map((r) => ingestEventSchema.parse(r));
  const tParse = performance.now() - t;
  t = performance.now();
  const results = await ingestEvents(db.db, events, new Date());
  console.log(`batch ${b}: parse ${tParse.toFixed(1)} ms, ingest ${(performance.now() - t).toFixed(1)} ms`, results[0]!.status, results[0]!.reason);
}
await db.close();
