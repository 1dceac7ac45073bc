import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import { InProcessStatusBus, type StatusBus } from './StatusBus';

const CHANNEL = 'sesame_status';
const RECONNECT_MS = 1000;

/**
 * StatusBus across instances without Redis: PostgreSQL LISTEN/NOTIFY on one dedicated
 * connection per instance (NOTIFY goes through the pool). When that connection drops, as in a
 * PostgreSQL restart, it reconnects every second; meanwhile the streams' heartbeat re-reads
 * storage. Listeners on the publishing instance hear the change at once.
 */
export class PostgresStatusBus implements StatusBus {
  readonly #local = new InProcessStatusBus();
  readonly #origin = randomUUID();
  #client: pg.Client | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly db: Kysely<Database>,
  ) {}

  /** Connects the listening client; resolves once it listens, or after the first failure (it keeps trying). */
  start(): Promise<void> {
    return new Promise((resolve) => this.#connect(resolve));
  }

  publish(transactionId: string): void {
    this.#local.publish(transactionId);
    sql`select pg_notify(${CHANNEL}, ${`${this.#origin} ${transactionId}`})`.execute(this.db).catch(() => {});
  }

  subscribe(transactionId: string, listener: () => void): () => void {
    return this.#local.subscribe(transactionId, listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#client?.end().catch(() => {});
  }

  #connect(started: () => void = () => {}): void {
    if (this.#closed) {
      started();
      return;
    }
    const client = new pg.Client({ connectionString: this.connectionString });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (this.#client === client) this.#client = undefined;
      client.end().catch(() => {});
      started();
      if (!this.#closed) this.#timer = setTimeout(() => this.#connect(), RECONNECT_MS);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (message) => {
      const payload = message.payload ?? '';
      const space = payload.indexOf(' ');
      if (space < 0 || payload.slice(0, space) === this.#origin) return;
      this.#local.publish(payload.slice(space + 1));
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        if (this.#closed) return void client.end().catch(() => {});
        this.#client = client;
        started();
      }, drop);
  }
}
