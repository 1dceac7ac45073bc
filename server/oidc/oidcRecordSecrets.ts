import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AdapterPayload } from 'oidc-provider';
import type { Hasher } from '../crypto/Hasher';

const RECORD_PURPOSE = 'oidc-record';
const USER_CODE_PURPOSE = 'oidc-user-code';
const USER_CODE_KEY_PURPOSE = 'oidc-user-code-key';
/** Where a device code's id travels, sealed under its user code (see `seal`). */
const SEALED_ID = 'sealedJti';

/**
 * What of an oidc-provider record reaches storage (docs/security.md §1, docs/oidc.md "Storage").
 * A record's id is the bearer value itself for opaque tokens (codes, access and refresh tokens),
 * for the session (its cookie) and the interaction (its cookie and URL), so records are keyed by
 * a keyed hash of the id and stored without `jti`, which `open` puts back from the id asked for.
 * An interaction's copy of the session cookie goes too (oidc-provider never reads it back); a
 * device flow's user code is kept as a hash, and the device code's id sealed under it, since a
 * lookup by user code must give the record's id back. A session's `uid` is no credential: the
 * provider only reads it from its own records (tokens' `sessionUid`, an interaction's session)
 * and never takes it from a request, so it stays as it is and indexes `findByUid`.
 */
export class OidcRecordSecrets {
  constructor(private readonly hasher: Hasher) {}

  recordKey(id: string): string {
    return this.hasher.hash(RECORD_PURPOSE, id);
  }

  userCodeKey(userCode: string): string {
    return this.hasher.hash(USER_CODE_PURPOSE, userCode);
  }

  /**
   * The payload as stored: JSON without any bearer value. `previous`: what was stored before,
   * whose sealed id a record saved again after a lookup by id (no user code then) keeps.
   */
  seal(id: string, payload: AdapterPayload, previous?: string): string {
    const { jti: _jti, userCode, ...rest } = payload;
    const stored: Record<string, unknown> = { ...rest };
    if (rest.session && typeof rest.session === 'object') {
      const { cookie: _cookie, ...session } = rest.session as Record<string, unknown>;
      stored.session = session;
    }
    if (userCode) stored[SEALED_ID] = this.sealId(id, userCode);
    else if (previous) {
      const sealed = (JSON.parse(previous) as Record<string, unknown>)[SEALED_ID];
      if (sealed !== undefined) stored[SEALED_ID] = sealed;
    }
    return JSON.stringify(stored);
  }

  /** The payload as oidc-provider wants it, from what `seal` stored and what the caller knows. */
  open(stored: string, known: { id?: string; userCode?: string; consumed?: number }): AdapterPayload {
    const { [SEALED_ID]: sealed, ...payload } = JSON.parse(stored) as AdapterPayload;
    const id =
      known.id ??
      (known.userCode && typeof sealed === 'string' ? this.openId(sealed, known.userCode) : undefined);
    if (id !== undefined) payload.jti = id;
    if (known.userCode) payload.userCode = known.userCode;
    if (known.consumed !== undefined) payload.consumed = known.consumed;
    return payload;
  }

  private sealId(id: string, userCode: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.userCodeCipherKey(userCode), iv);
    const body = Buffer.concat([cipher.update(id, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  private openId(sealed: string, userCode: string): string | undefined {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.userCodeCipherKey(userCode), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }

  private userCodeCipherKey(userCode: string): Buffer {
    return Buffer.from(this.hasher.hash(USER_CODE_KEY_PURPOSE, userCode), 'base64url');
  }
}
