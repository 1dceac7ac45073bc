import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistration,
  PasskeyRequestOptions,
} from '../../contract/webauthn';

/** Authenticator data flags (WebAuthn L3 §6.1). */
export const FLAGS = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;

/** What the browser and the authenticator would put in the ceremony; tests bend one at a time. */
export interface CeremonyOptions {
  origin: string;
  /** The relying party id hashed into the authenticator data; defaults to the options' rpId. */
  rpId?: string;
  crossOrigin?: boolean;
  topOrigin?: string;
  /** Defaults to UP | UV. */
  flags?: number;
  /** Overrides the challenge the client data carries. */
  challenge?: string;
  /** Overrides the user handle of an assertion. */
  userHandle?: string;
  /** The signature counter to report (assertions); defaults to the next one. */
  counter?: number;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/**
 * A software passkey authenticator: an ES256 key made with node:crypto, producing the
 * clientDataJSON, authenticator data and 'none' attestation a browser would send, byte for byte
 * as WebAuthn L3 lays them out. One credential, resident, like a platform authenticator.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  counter = 0;
  userHandle: string | undefined;
  rpId: string | undefined;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    this.#publicKey = publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  register(options: PasskeyCreationOptions, ceremony: CeremonyOptions): PasskeyRegistration {
    const rpId = ceremony.rpId ?? options.rp.id ?? new URL(ceremony.origin).hostname;
    this.rpId = rpId;
    this.userHandle = options.user.id;
    const clientDataJSON = this.#clientData('webauthn.create', options.challenge, ceremony);
    const jwk = this.#publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.#authDataHead(rpId, (ceremony.flags ?? FLAGS.UP | FLAGS.UV) | FLAGS.AT, this.counter),
      Buffer.alloc(16), // AAGUID: none given with 'none' attestation
      idLength,
      this.credentialId,
      isoCBOR.encode(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  authenticate(options: PasskeyRequestOptions, ceremony: CeremonyOptions): PasskeyAssertion {
    const rpId = ceremony.rpId ?? options.rpId ?? this.rpId ?? new URL(ceremony.origin).hostname;
    this.counter = ceremony.counter ?? this.counter + 1;
    const clientDataJSON = this.#clientData('webauthn.get', options.challenge, ceremony);
    const authData = this.#authDataHead(rpId, ceremony.flags ?? FLAGS.UP | FLAGS.UV, this.counter);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.#privateKey);
    const userHandle = ceremony.userHandle ?? this.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle ? { userHandle } : {}),
      },
    };
  }

  #clientData(type: string, challenge: string, ceremony: CeremonyOptions): Buffer {
    const data: Record<string, unknown> = {
      type,
      challenge: ceremony.challenge ?? challenge,
      origin: ceremony.origin,
      crossOrigin: ceremony.crossOrigin ?? false,
    };
    if (ceremony.topOrigin !== undefined) data.topOrigin = ceremony.topOrigin;
    return Buffer.from(JSON.stringify(data), 'utf8');
  }

  #authDataHead(rpId: string, flags: number, counter: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }
}
