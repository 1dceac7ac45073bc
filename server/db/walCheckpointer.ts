import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';
import { SQLITE_CHECKPOINT_INTERVAL_MS, SQLITE_LOG_WATCH_MS } from '../../contract/constants';

/** SQLite's own checkpoint runs once the log holds this many pages (its `wal_autocheckpoint`). */
const AUTOMATIC_PAGES = 1000;

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
 * SQLite's own checkpoint runs inside the commit that takes the log past 1,000 pages, on the
 * thread that committed: in the host that is the event loop, and it was about two thirds of what
 * each commit cost (214 → 78 µs a commit, docs/benchmarks.md). Once the log has grown that far
 * (the host writes enough for checkpoints to cost), a thread of its own takes them over and the
 * automatic one is turned off, but only once that thread has its connection: until then, and if
 * the thread ever fails, SQLite checkpoints as before. A host that writes little never starts the
 * thread (about 10 MB). Answers what stops it all (the database's close calls it).
 */
export function checkpointInThread(sqlite: SqliteDatabase.Database, path: string): () => void {
  let stopped = false;
  let worker: Worker | undefined;
  const logBytesToStart = AUTOMATIC_PAGES * (sqlite.pragma('page_size', { simple: true }) as number);
  const watch = setInterval(() => {
    if (logBytes(`${path}-wal`) < logBytesToStart) return;
    clearInterval(watch);
    worker = startThread(sqlite, path, () => stopped);
  }, SQLITE_LOG_WATCH_MS);
  watch.unref();
  return () => {
    stopped = true;
    clearInterval(watch);
    void worker?.terminate();
  };
}

function startThread(sqlite: SqliteDatabase.Database, path: string, stopped: () => boolean): Worker {
  const worker = new Worker(CHECKPOINT_LOOP, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      path,
      intervalMs: SQLITE_CHECKPOINT_INTERVAL_MS,
    },
  });
  worker.unref();
  worker.once('message', () => {
    if (!stopped()) sqlite.pragma('wal_autocheckpoint = 0');
  });
  const automatic = () => {
    if (!stopped() && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOMATIC_PAGES}`);
  };
  worker.on('error', automatic);
  worker.on('exit', automatic);
  return worker;
}

/** The log file's size; it keeps its largest size while the database is open. */
function logBytes(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}
