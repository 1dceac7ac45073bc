import { describe, expect, it } from 'vitest';
import { BrowserFacts } from '../../server/apps/BrowserFacts';
import { InProcessStatusBus } from '../../server/channels/StatusBus';

/** A read per call, answered when the test says so. */
function controlledReads() {
  const pending: { fact: string; answer: (value: boolean) => void; fail: (error: Error) => void }[] = [];
  const read = (fact: string) => () =>
    new Promise<boolean>((answer, fail) => {
      pending.push({ fact, answer, fail });
    });
  return { pending, reads: { holdsIdentity: read('holds'), hasPasskey: read('passkey') } };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BrowserFacts', () => {
  const setup = () => {
    let now = 0;
    const bus = new InProcessStatusBus();
    const { pending, reads } = controlledReads();
    const facts = new BrowserFacts(() => now, bus, reads);
    return { facts, pending, advance: (ms: number) => (now += ms) };
  };

  it('reads each fact of a browser once, keeps it per app, and reads again within 11.25–15 s', async () => {
    const { facts, pending, advance } = setup();
    const first = facts.holdsIdentity('app1', 'h1');
    expect(facts.holdsIdentity('app1', 'h1')).toBe(first);
    expect(pending).toHaveLength(1);
    pending[0]?.answer(true);
    expect(await facts.holdsIdentity('app1', 'h1')).toBe(true);
    facts.hasPasskey('app1', 'h1');
    facts.holdsIdentity('app2', 'h1');
    expect(pending.map((p) => p.fact)).toEqual(['holds', 'passkey', 'holds']);
    // Each entry ends at a random point of its bound's last quarter (BusKeptEntries).
    advance(11_249);
    facts.holdsIdentity('app1', 'h1');
    expect(pending).toHaveLength(3);
    advance(3_751);
    facts.holdsIdentity('app1', 'h1');
    expect(pending).toHaveLength(4);
  });

  it('reads a browser anew, in every app, once a change to it is announced', async () => {
    const { facts, pending } = setup();
    facts.holdsIdentity('app1', 'h1');
    facts.holdsIdentity('app2', 'h1');
    facts.holdsIdentity('app1', 'h2');
    for (const p of pending) p.answer(false);
    facts.changed(['h1']);
    facts.holdsIdentity('app1', 'h1');
    facts.holdsIdentity('app2', 'h1');
    facts.holdsIdentity('app1', 'h2');
    expect(pending).toHaveLength(5);
    facts.changed('every');
    facts.holdsIdentity('app1', 'h2');
    expect(pending).toHaveLength(6);
  });

  it('does not keep what a read returned when a change was announced while it ran', async () => {
    const { facts, pending } = setup();
    const stale = facts.holdsIdentity('app1', 'h1');
    facts.changed(['h1']);
    pending[0]?.answer(false);
    expect(await stale).toBe(false);
    const fresh = facts.holdsIdentity('app1', 'h1');
    expect(pending).toHaveLength(2);
    pending[1]?.answer(true);
    expect(await fresh).toBe(true);
  });

  it('does not keep a failed read', async () => {
    const { facts, pending } = setup();
    const failed = facts.hasPasskey('app1', 'h1');
    pending[0]?.fail(new Error('database away'));
    await expect(failed).rejects.toThrow('database away');
    await settle();
    facts.hasPasskey('app1', 'h1');
    expect(pending).toHaveLength(2);
  });
});
