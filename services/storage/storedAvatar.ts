import { AVATAR_KEY } from '../contract/storageKeys';
import type { KeyValueStorage } from './keyValueStorage';

/** spec §5: a stored avatar is used only when it is an https address of a GIF. */
export function isUsableAvatar(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && /\.gif$/i.test(url.pathname);
  } catch {
    return false;
  }
}

/** The stored avatar (spec §3 key `avatar`) when spec §5 allows it, else undefined. */
export function storedAvatar(storage: Pick<KeyValueStorage, 'get'>): string | undefined {
  const value = storage.get(AVATAR_KEY);
  return isUsableAvatar(value) ? value : undefined;
}
