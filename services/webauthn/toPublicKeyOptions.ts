import { base64URLStringToBuffer, bufferToBase64URLString } from '@simplewebauthn/browser';
import {
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  PUBLIC_KEY_OPTION_MISSING,
} from '../../contract/webauthn';

/**
 * spec §5: base64url values of the passkey options are padded and converted before use. Options
 * may come with or without padding, or in the standard alphabet; the canonical form handed on is
 * unpadded base64url (WebAuthn L3 §5.1 JSON), by the library's own helpers.
 */
export function canonicalBase64Url(value: string): string {
  try {
    return bufferToBase64URLString(base64URLStringToBuffer(value));
  } catch {
    throw new TypeError(`Not a base64url value: ${value}`);
  }
}

/**
 * spec §5: options that are null or missing are refused with 'publicKeyOption cannot be null';
 * options that arrive as a JSON string are parsed first.
 */
function parse(options: unknown): Record<string, unknown> {
  const value = typeof options === 'string' ? (JSON.parse(options) as unknown) : options;
  if (value === null || value === undefined || typeof value !== 'object') {
    throw new TypeError(PUBLIC_KEY_OPTION_MISSING);
  }
  // Some hosts wrap the options as `{ publicKey: … }` (the shape navigator.credentials takes).
  const inner = (value as { publicKey?: unknown }).publicKey;
  if (inner !== undefined) return parse(inner);
  return value as Record<string, unknown>;
}

const withIds = <T extends { id: string }>(list: T[] | undefined) =>
  list?.map((item) => ({ ...item, id: canonicalBase64Url(item.id) }));

/** Creation options as @simplewebauthn/browser takes them, base64url values made canonical. */
export function toCreationOptions(options: unknown): PasskeyCreationOptions {
  const value = parse(options) as unknown as PasskeyCreationOptions;
  if (typeof value.challenge !== 'string' || typeof value.user?.id !== 'string') {
    throw new TypeError(PUBLIC_KEY_OPTION_MISSING);
  }
  const result: PasskeyCreationOptions = {
    ...value,
    challenge: canonicalBase64Url(value.challenge),
    user: { ...value.user, id: canonicalBase64Url(value.user.id) },
  };
  const exclude = withIds(value.excludeCredentials);
  if (exclude) result.excludeCredentials = exclude;
  return result;
}

/** Request options as @simplewebauthn/browser takes them, base64url values made canonical. */
export function toRequestOptions(options: unknown): PasskeyRequestOptions {
  const value = parse(options) as unknown as PasskeyRequestOptions;
  if (typeof value.challenge !== 'string') throw new TypeError(PUBLIC_KEY_OPTION_MISSING);
  const result: PasskeyRequestOptions = { ...value, challenge: canonicalBase64Url(value.challenge) };
  const allow = withIds(value.allowCredentials);
  if (allow) result.allowCredentials = allow;
  return result;
}
