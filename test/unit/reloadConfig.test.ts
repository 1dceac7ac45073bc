import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../services/storage/keyValueStorage';
import { reloadConfig } from '../../state/flows/reloadConfig';

describe('configuration reloaded after a sign-in (spec §4)', () => {
  const api = () => ({
    getRecognisedConfig: vi.fn(async () => ({ ok: false as const, message: 'refused', status: 401 })),
  });

  it('asks again with the device proof while the browser keeps its state', async () => {
    const calls = api();
    await reloadConfig(calls, createStore(), memoryStorage({ state: 's1' }));
    expect(calls.getRecognisedConfig).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once a logout has forgotten the state, so no new state is fetched', async () => {
    const calls = api();
    await reloadConfig(calls, createStore(), memoryStorage({ uid: 'u1' }));
    expect(calls.getRecognisedConfig).not.toHaveBeenCalled();
  });
});
