import { describe, expect, it } from 'vitest';
import { parseLaunchParams } from '../../state/rules/launchParams';

describe('ids in the path (spec §2, §7)', () => {
  it('reads the segment after `appid` and after `cid`', () => {
    const params = parseLaunchParams('', {}, '/shop/appid/app_123/cid/client%2042/checkout');
    expect(params.appId).toBe('app_123');
    expect(params.clientId).toBe('client 42');
  });

  it('lets the tag’s attribute and the query win over the path', () => {
    expect(parseLaunchParams('?appId=fromQuery', {}, '/appid/fromPath').appId).toBe('fromQuery');
    expect(parseLaunchParams('', { appid: 'fromTag' }, '/appid/fromPath').appId).toBe('fromTag');
    expect(parseLaunchParams('?client_id=q', {}, '/cid/p').clientId).toBe('q');
  });

  it('finds nothing in a path without the segments, or with the segment last', () => {
    const params = parseLaunchParams('', {}, '/demo/appid');
    expect(params.appId).toBeNull();
    expect(params.clientId).toBeNull();
  });
});
