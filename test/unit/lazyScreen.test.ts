import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../widgets/lazyScreen';

function Screen() {
  return null;
}

describe('lazyScreen', () => {
  it('stands in with React.lazy until preloaded, then hands out the screen itself', async () => {
    const load = vi.fn(async () => Screen);
    const chunk = lazyScreen(load);
    expect(chunk.current()).not.toBe(Screen);
    await chunk.preload();
    await chunk.preload();
    expect(chunk.current()).toBe(Screen);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Screen);
    const chunk = lazyScreen(load);
    await expect(chunk.preload()).rejects.toThrow('offline');
    await expect(chunk.preload()).resolves.toBe(Screen);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
