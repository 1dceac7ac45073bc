import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { InProcessStatusBus, type StatusBus } from './StatusBus';

/**
 * StatusBus across instances through Redis pub/sub: one channel for the deployment and one
 * subscriber connection per instance, fanned out locally to the open streams (a map from
 * transaction id to listeners), so a stream costs no Redis subscription of its own.
 * Listeners on the publishing instance hear the change at once, also while Redis is away;
 * the stream's heartbeat re-reads storage, so a message lost then costs at most 15 s.
 */
export class RedisStatusBus implements StatusBus {
  readonly #local = new InProcessStatusBus();
  readonly #origin = randomUUID();
  readonly #channel: string;

  constructor(
    private readonly publisher: Redis,
    subscriber: Redis,
    prefix: string,
  ) {
    this.#channel = `${prefix}status`;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.#channel) return;
      const space = message.indexOf(' ');
      if (space < 0 || message.slice(0, space) === this.#origin) return;
      this.#local.publish(message.slice(space + 1));
    });
    subscriber.subscribe(this.#channel).catch(() => {});
  }

  publish(transactionId: string): void {
    this.#local.publish(transactionId);
    this.publisher.publish(this.#channel, `${this.#origin} ${transactionId}`).catch(() => {});
  }

  subscribe(transactionId: string, listener: () => void): () => void {
    return this.#local.subscribe(transactionId, listener);
  }
}
