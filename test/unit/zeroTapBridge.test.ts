import { describe, expect, it, vi } from 'vitest';
import { NATIVE_ASYNC_CALLS, NATIVE_CALLS } from '../../contract/nativeBridge';
import { readZeroTapCode } from '../../services/bridges/native/nativeCalls';
import { nativeOtpReader } from '../../services/bridges/native/nativeOtpReader';

/**
 * Bridge call 45: a native Android app that received a WhatsApp zero-tap code hands it to the
 * code screen, which takes whichever code comes first, the SMS read (call 16) or the zero-tap one.
 */
describe('zero-tap through the native bridge (call 45)', () => {
  const never = () => new Promise<string>(() => undefined);
  const refuse = async (): Promise<string> => {
    throw new Error('none');
  };

  it('asks the app with call 45 and reads the code from its answer', async () => {
    expect(NATIVE_ASYNC_CALLS).toContain(NATIVE_CALLS.zerotap);
    const request = vi.fn(async () => ({ otp: '482913' }));
    const bridge = { send: vi.fn(), request, on: vi.fn() };
    expect(await readZeroTapCode(bridge as never, 1000)).toBe('482913');
    expect(request).toHaveBeenCalledWith(45, undefined, 1000);
    request.mockResolvedValueOnce('771100' as never);
    expect(await readZeroTapCode(bridge as never)).toBe('771100');
    request.mockResolvedValueOnce({} as never);
    await expect(readZeroTapCode(bridge as never)).rejects.toThrow();
  });

  it('the code screen takes the zero-tap code while the SMS read waits, null when both refuse', async () => {
    const bridge = { send: vi.fn(), request: vi.fn(), on: vi.fn() };
    const signal = new AbortController().signal;
    expect(await nativeOtpReader(bridge as never, [never, async () => '482913']).read(signal)).toBe('482913');
    expect(await nativeOtpReader(bridge as never, [refuse, async () => '111222']).read(signal)).toBe(
      '111222',
    );
    expect(await nativeOtpReader(bridge as never, [refuse, refuse]).read(signal)).toBeNull();
  });

  it('by default both calls are asked', async () => {
    const request = vi.fn((key: number) => (key === 45 ? Promise.resolve({ otp: '909090' }) : never()));
    const bridge = { send: vi.fn(), request, on: vi.fn() };
    expect(await nativeOtpReader(bridge as never).read(new AbortController().signal)).toBe('909090');
    expect(request.mock.calls.map((c) => c[0]).sort()).toEqual([16, 45]);
  });
});
