import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';
import { SQLITE_CHECKPOINT_INTERVAL_MS } from '../../contract/constants';

/**
 * What the checkpoint thread runs: its own connection to the file, copying the write-ahead log's
 * committed pages into the database every interval. PASSIVE never waits for the host's readers
 * or writers; what it cannot copy now it copies on the next turn.
 */
const CHECKPOINT_LOOP = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true, timeout: 1000 });
setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), workerData.intervalMs);
parentPort.postMessage('ready');
`;

/**
 * SQLite's own checkpoint runs inside the commit that crosses 1,000 pages of log, on the thread
 * that committed: in the host that is the event loop, and it was about two thirds of what each
 * commit cost (214 → 78 µs a commit in `docs/benchmarks.md`). The host hands it to a thread of
 * its own instead and turns the automatic one off, but only once that thread has its
 * connection: until then, and if the thread ever fails, SQLite checkpoints as before.
 * Answers what stops the thread (the database's close calls it).
 */
export function checkpointInThread(sqlite: SqliteDatabase.Database, path: string): () => void {
  const worker = new Worker(CHECKPOINT_LOOP, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      path,
      intervalMs: SQLITE_CHECKPOINT_INTERVAL_MS,
    },
  });
  worker.unref();
  let stopped = false;
  worker.once('message', () => {
    if (!stopped) sqlite.pragma('wal_autocheckpoint = 0');
  });
  const automatic = () => {
    if (!stopped && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  };
  worker.on('error', automatic);
  worker.on('exit', automatic);
  return () => {
    stopped = true;
    void worker.terminate();
  };
}
