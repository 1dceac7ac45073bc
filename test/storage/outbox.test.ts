import { expect, it } from 'vitest';
import { describeStorage } from './describeStorage';

describeStorage('OutboxStore', (storage) => {
  it('lists messages newest first, with only the fields each message has', async () => {
    const { services, clock } = storage();
    const first = clock.now();
    await services.outbox!.add(
      { appId: 'acme', channel: 'EMAIL', to: 'ada@example.com', text: 'one', code: '111111' },
      first,
    );
    clock.advance(1);
    await services.outbox!.add(
      {
        appId: 'acme',
        channel: 'EMAIL',
        to: 'bob@example.com',
        subject: 'Hi',
        text: 'two',
        link: 'https://l/2',
      },
      clock.now(),
    );
    expect(await services.outbox!.list({ limit: 10 })).toEqual([
      {
        appId: 'acme',
        channel: 'EMAIL',
        to: 'bob@example.com',
        subject: 'Hi',
        text: 'two',
        link: 'https://l/2',
        createdAt: new Date(first + 1).toISOString(),
      },
      {
        appId: 'acme',
        channel: 'EMAIL',
        to: 'ada@example.com',
        text: 'one',
        code: '111111',
        createdAt: new Date(first).toISOString(),
      },
    ]);
  });

  it('keeps newest-first order past a change in the number of digits of the time', async () => {
    const { services, clock } = storage();
    // 36^8 ms: the base-36 time prefix of the id grows from 8 to 9 digits.
    const edge = 36 ** 8;
    clock.advance(edge - clock.now() - 1);
    for (const text of ['before', 'after']) {
      await services.outbox!.add(
        { appId: 'acme', channel: 'EMAIL', to: 'ada@example.com', text },
        clock.now(),
      );
      clock.advance(1);
    }
    expect((await services.outbox!.list({ limit: 10 })).map((e) => e.text)).toEqual(['after', 'before']);
  });

  it('filters by recipient and honours the limit', async () => {
    const { services, clock } = storage();
    for (let i = 0; i < 6; i++) {
      const to = i % 2 ? 'bob@example.com' : 'ada@example.com';
      await services.outbox!.add({ appId: 'acme', channel: 'EMAIL', to, text: `m${i}` }, clock.now());
      clock.advance(1_000);
    }
    expect((await services.outbox!.list({ to: 'ada@example.com', limit: 10 })).map((e) => e.text)).toEqual([
      'm4',
      'm2',
      'm0',
    ]);
    expect((await services.outbox!.list({ limit: 2 })).map((e) => e.text)).toEqual(['m5', 'm4']);
    expect(await services.outbox!.list({ to: 'nobody@example.com', limit: 10 })).toEqual([]);
  });
});
