/**
 * JSON schemas shared by the routes. Every route declares its input completely; fields not
 * declared are refused (the app sets Ajv's removeAdditional to false).
 */
const text = (maxLength = 2048) => ({ type: 'string', maxLength }) as const;
const flag = { type: 'boolean' } as const;

/** spec §7: the default parameter set, accepted by every widget-facing call. */
export const defaultParamProperties = {
  loginUri: text(),
  origin: text(),
  deviceInfo: text(8192),
  browser: text(256),
  sdkPlatform: text(32),
  platform: text(32),
  isLoginPage: flag,
  fingerprintJs: text(1024),
  code: text(256),
  token: text(4096),
  orderId: text(256),
  qrToken: text(256),
  uid: text(256),
  asId: text(256),
  tsId: text(256),
  inId: text(256),
  sId: text(256),
  clientId: text(256),
  appId: text(128),
  isHeadless: flag,
  nonce: text(256),
  locale: text(16),
  redirectURI: text(),
  hasWhatsapp: flag,
  package: text(256),
  packageName: text(256),
  metadata: text(8192),
} as const;

/** A GET's query or a POST's body: the defaults plus the call's own fields. */
export function paramsSchema(own: Record<string, unknown> = {}, required: string[] = []) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { ...defaultParamProperties, ...own },
    required: ['appId', ...required],
  } as const;
}

/** The state value as the last path segment (spec §7). */
export const stateParams = {
  type: 'object',
  additionalProperties: false,
  properties: { state: { type: 'string', minLength: 1, maxLength: 128 } },
  required: ['state'],
} as const;

/** A body that carries only a one-time sign-in code (dashboard sign-in, OIDC login, the demo shop). */
export const codeBody = {
  type: 'object',
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 1, maxLength: 256 } },
  required: ['code'],
} as const;

/** An oidc-provider interaction id as the last path segment (the OIDC login and the dev provider). */
export const uidParams = {
  type: 'object',
  additionalProperties: false,
  properties: { uid: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
  required: ['uid'],
} as const;

export const errorResponse = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    details: { type: 'object', additionalProperties: { type: 'string' } },
    requestId: { type: 'string' },
  },
  required: ['statusCode', 'error', 'message'],
} as const;

export const userSchema = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    email: { type: 'string' },
    mobile: { type: 'string' },
    name: { type: 'string' },
    emailVerified: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
  required: ['uid', 'emailVerified', 'createdAt'],
} as const;

/** Response schemas: the body of a 2xx plus the error shape for every failure. */
export function responses(ok: Record<string, unknown>) {
  return { 200: ok, '4xx': errorResponse, '5xx': errorResponse } as const;
}
