import type pg from 'pg';

const CHECK_TIMEOUT_MS = 2_000;

/** True when the database answers a trivial query within two seconds. */
export async function checkDatabase(pool: pg.Pool): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const query = pool.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
