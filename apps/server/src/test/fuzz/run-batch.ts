import fc from 'fast-check';
import type pg from 'pg';
import { changesSince, checkpoint } from '../db-fingerprint';
import type { HostileRequest } from './hostile-requests';

/** The seed of every fuzz run: FUZZ_SEED replays another, FUZZ_RUNS sends more (or fewer) requests per caller. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

export interface Batch {
  /** Who sends: a name for the report. */
  caller: string;
  requests: fc.Arbitrary<HostileRequest>;
  send(request: HostileRequest): Promise<Answer>;
  /** What is wrong with an error answer (status 400 or more), or null. */
  errorProblem(answer: Answer): string | null;
  /** Tables a refused request may write by design (the remembered answer of an Idempotency-Key). */
  mayWriteOnRefusal?(request: HostileRequest): string[];
}

export interface BatchResult {
  sent: number;
  failures: string[];
}

const MAX_ERROR_BYTES = 16 * 1024;

const describeRequest = (caller: string, request: HostileRequest) =>
  `${caller} ${request.method} ${request.url.slice(0, 160)}${request.url.length > 160 ? '…' : ''} [${request.changes.join('; ')}]`;

/**
 * Sends each caller's generated requests (fast-check, FUZZ_SEED plus the caller's index) and checks every
 * answer: never a 5xx, errors in the one shape, a request broken for sure never accepted, and the database
 * unchanged by every refused request.
 *
 * Requests broken for sure (and reads) go first, between one fingerprint before and one after; if some were
 * accepted (a read may write, e.g. a signed link), the refused ones are sent again between fingerprints of
 * their own. Writes that may be accepted go last, each refused one between its own two fingerprints.
 */
export async function runBatches(pool: pg.Pool, batches: Batch[]): Promise<BatchResult> {
  const failures: string[] = [];
  const sampled = batches.flatMap((batch, index) =>
    fc.sample(batch.requests, { seed: FUZZ_SEED + index, numRuns: FUZZ_RUNS }).map((request) => ({ batch, request })),
  );
  const mayWrite = (request: HostileRequest) => !request.mustFail && request.method !== 'GET';
  const send = async ({ batch, request }: Sent) => {
    const answer = await batch.send(request);
    const problem = answerProblem(batch, request, answer);
    if (problem) failures.push(`${describeRequest(batch.caller, request)} -> ${answer.status}: ${problem}`);
    return answer.status < 400;
  };
  const wrote = (changes: string[], what: string) => {
    if (changes.length > 0) failures.push(`${what} wrote to the database: ${changes.join(', ')}`);
  };

  const first = sampled.filter(({ request }) => !mayWrite(request));
  const refused: Sent[] = [];
  let accepted = false;
  const before = await checkpoint(pool);
  for (const each of first) {
    if (await send(each)) accepted = true;
    else refused.push(each);
  }
  let { changes } = await changesSince(pool, before);
  if (accepted && changes.length > 0) {
    const again = await checkpoint(pool);
    for (const each of refused) await each.batch.send(each.request);
    ({ changes } = await changesSince(pool, again));
  }
  wrote(changes, 'refused requests');

  let previous = await checkpoint(pool);
  for (const each of sampled.filter(({ request }) => mayWrite(request))) {
    const ok = await send(each);
    const { changes, now } = await changesSince(pool, previous);
    const allowed = each.batch.mayWriteOnRefusal?.(each.request) ?? [];
    const written = changes.filter((change) => !allowed.includes(change.split(':')[0]!));
    if (!ok) wrote(written, `the refused ${describeRequest(each.batch.caller, each.request)}`);
    previous = now;
  }
  return { sent: sampled.length, failures };
}

interface Sent {
  batch: Batch;
  request: HostileRequest;
}

function answerProblem(batch: Batch, request: HostileRequest, answer: Answer): string | null {
  if (answer.status >= 500) return `server error ${answer.body.slice(0, 300)}`;
  if (answer.status >= 400) {
    // An error says what is wrong in a few lines; it does not echo a huge input back, or list each of its items.
    if (answer.body.length > MAX_ERROR_BYTES) return `an error answer of ${answer.body.length} bytes`;
    const problem = batch.errorProblem(answer);
    return problem && `${problem}: ${answer.body.slice(0, 300)}`;
  }
  if (request.mustFail) return `accepted a request that is invalid for sure: ${answer.body.slice(0, 200)}`;
  return null;
}

/** The failures as one message that says how to replay them. */
export function failureReport(operation: string, result: BatchResult): string {
  return `${operation}: ${result.failures.length} of ${result.sent} hostile requests failed (FUZZ_SEED=${FUZZ_SEED}, FUZZ_RUNS=${FUZZ_RUNS} replays them):\n${result.failures.slice(0, 30).join('\n')}`;
}
