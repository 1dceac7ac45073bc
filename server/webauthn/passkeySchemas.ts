/**
 * JSON schemas of the browser's WebAuthn results (WebAuthn L3 §5.1 toJSON), as the widget sends
 * them. Base64url fields are checked for their alphabet; fields not declared are refused.
 */
const b64url = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$' }) as const;
/** Credential ids are at most 1023 bytes (WebAuthn L3 §4): 1364 base64url characters. */
const credentialId = b64url(1364);

const clientExtensionResults = {
  type: 'object',
  maxProperties: 8,
  additionalProperties: { type: ['object', 'boolean'] },
} as const;

const common = {
  id: credentialId,
  rawId: credentialId,
  type: { type: 'string', const: 'public-key' },
  authenticatorAttachment: { type: 'string', enum: ['platform', 'cross-platform'] },
  clientExtensionResults,
} as const;

export const registrationResultProperties = {
  ...common,
  response: {
    type: 'object',
    additionalProperties: false,
    properties: {
      clientDataJSON: b64url(4096),
      attestationObject: b64url(8192),
      authenticatorData: b64url(4096),
      transports: {
        type: 'array',
        maxItems: 8,
        items: { type: 'string', enum: ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] },
      },
      publicKeyAlgorithm: { type: 'integer' },
      publicKey: b64url(4096),
    },
    required: ['clientDataJSON', 'attestationObject'],
  },
} as const;

export const assertionResultProperties = {
  ...common,
  response: {
    type: 'object',
    additionalProperties: false,
    properties: {
      clientDataJSON: b64url(4096),
      authenticatorData: b64url(4096),
      signature: b64url(1024),
      userHandle: b64url(128),
    },
    required: ['clientDataJSON', 'authenticatorData', 'signature'],
  },
} as const;

export const credentialRequired = ['id', 'rawId', 'type', 'response', 'clientExtensionResults'];

/** The stored passkey as the list shows it. */
export const passkeySummarySchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    createdAt: { type: 'string' },
    lastUsedAt: { type: ['string', 'null'] },
    deviceType: { type: 'string' },
    backedUp: { type: 'boolean' },
    transports: { type: 'array', items: { type: 'string' } },
  },
  required: ['id', 'createdAt', 'lastUsedAt', 'deviceType', 'backedUp', 'transports'],
} as const;
