import type { OutboxStore } from '../stores/OutboxStore';
import type { Delivery, OutgoingMessage } from './Delivery';

/** Dev mode: nothing leaves the machine; every message lands in the outbox. */
export class OutboxDelivery implements Delivery {
  constructor(
    private readonly outbox: OutboxStore,
    private readonly now: () => number,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const entry: Parameters<OutboxStore['add']>[0] = {
      appId: message.appId,
      channel: message.channel,
      to: message.to,
      text: message.text,
    };
    if (message.subject) entry.subject = message.subject;
    if (message.link) entry.link = message.link;
    if (message.code) entry.code = message.code;
    await this.outbox.add(entry, this.now());
  }
}
