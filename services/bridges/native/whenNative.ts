import { currentNativeContext } from './nativeContext';
import type { NativeWidget } from './nativeWidget';

let loading: Promise<NativeWidget> | undefined;

/**
 * Runs `use` with the page's native bridge, only inside the native app or the SDK webview
 * (spec §6 user-agent markers). The bridge is a lazy chunk: web pages never download it.
 */
export function whenNative(use: (native: NativeWidget) => void): void {
  void loadNative()?.then(use);
}

/** The page's native bridge once loaded; null on the open web. */
export function loadNative(): Promise<NativeWidget> | null {
  if (!currentNativeContext()) return null;
  loading ??= import('./nativeWidget').then((m) => m.nativeWidget());
  return loading;
}
