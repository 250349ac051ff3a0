import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

type Reads = readonly (() => Promise<unknown>)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Independent reads at once on the pool, one after another inside a transaction. A transaction is
 * one connection, which runs one query at a time: handing it several at once only queues them in
 * the driver, and node-postgres deprecates that ("client.query() when the client is already
 * executing a query", an error from pg 9). Results come back in the order of `reads`.
 */
export async function readTogether<const T extends Reads>(db: DbOrTx, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
