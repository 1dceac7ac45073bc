import type { OutboxEntry } from '../../server/stores/OutboxStore';

/** The newest dev-outbox message to `to`, waiting for it to arrive. */
export async function latestMessage(hostUrl: string, to: string, timeoutMs = 10_000): Promise<OutboxEntry> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${hostUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
    const entries = (await response.json()) as OutboxEntry[];
    if (entries[0]) return entries[0];
    if (Date.now() > deadline) throw new Error(`No message to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
