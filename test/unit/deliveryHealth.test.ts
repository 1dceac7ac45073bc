import { describe, expect, it } from 'vitest';
import {
  DELIVERY_DOWN_FAILURES,
  DELIVERY_HEALTH_WINDOW_MS,
  DeliveryHealth,
} from '../../server/delivery/DeliveryHealth';

describe('DeliveryHealth (what /readyz says of each channel)', () => {
  it('is down only when every recent send failed, enough times; degraded when some still go out', () => {
    let t = 1_000_000;
    const health = new DeliveryHealth(() => t);
    expect(health.states()).toEqual({});
    health.record('SMS', true);
    for (let i = 1; i < DELIVERY_DOWN_FAILURES; i++) health.record('EMAIL', false);
    expect(health.states()).toEqual({ SMS: 'up', EMAIL: 'degraded' });
    health.record('EMAIL', false);
    expect(health.states()).toEqual({ SMS: 'up', EMAIL: 'down' });
    health.record('EMAIL', true);
    expect(health.states()).toEqual({ SMS: 'up', EMAIL: 'degraded' });
    // Outcomes older than the window are forgotten: a channel nothing was sent on is not listed.
    t += DELIVERY_HEALTH_WINDOW_MS + 10_000;
    expect(health.states()).toEqual({});
  });

  it('passes the outcome of a tracked send on unchanged', async () => {
    const health = new DeliveryHealth(() => 0);
    expect(await health.track('SMS', Promise.resolve('id'))).toBe('id');
    await expect(health.track('SMS', Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(health.states()).toEqual({ SMS: 'degraded' });
  });
});
