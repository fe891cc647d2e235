import type { Db, Tx } from '../db/client';

/** Runs `work` in a transaction that then rolls back (the rollup tests check it leaves nothing behind); other errors are thrown. */
export async function rolledBack(db: Db, work: (tx: Tx) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await work(tx);
    tx.rollback();
  }).catch((error: unknown) => {
    if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
  });
}
