import { CHANNELS } from '../../contract/channels';
import { responses } from '../http/schemas';
import { anyObject } from './adminSchemas';

const text = (maxLength = 2048) => ({ type: 'string', maxLength }) as const;
const urls = { type: 'array', maxItems: 50, items: text() } as const;
/** A provider's id, key or template name: no spaces. */
const token = { type: 'string', maxLength: 256, pattern: '^\\S*$' } as const;
const channels = { type: 'array', maxItems: CHANNELS.length, items: text(64) } as const;

/** A create or an edit of an app (contract/admin.ts AdminAppInput); the CLI's parsers check the values. */
export const appInputSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: text(64),
    name: text(200),
    origins: urls,
    loginUri: text(),
    redirectUris: urls,
    channels,
    phoneChannels: channels,
    logo: text(),
    privacyUrl: text(),
    tncUrl: text(),
    theme: { type: 'string', enum: ['light', 'dark'] },
    primaryColor: text(16),
    layout: { type: 'string', enum: ['left', 'right', 'center'] },
    watermark: { type: 'boolean' },
    header: text(200),
    description: text(400),
    bottomLine: text(400),
    announcement: text(400),
    collapsedText: text(400),
    share: { type: 'boolean' },
    headingColor: text(16),
    bodyColor: text(16),
    collapsedAvatar: text(),
    mandatory: { type: 'array', maxItems: 2, items: { type: 'string', enum: ['EMAIL', 'MOBILE'] } },
    locale: text(16),
    sms: {
      type: 'object',
      additionalProperties: false,
      properties: {
        provider: { type: 'string', enum: ['', 'twilio', 'msg91'] },
        accountSid: token,
        authToken: token,
        from: { type: 'string', pattern: '^(|\\+[0-9]{6,15}|[A-Za-z0-9 ]{1,11})$' },
        msg91AuthKey: token,
        msg91TemplateId: token,
      },
    },
    whatsapp: {
      type: 'object',
      additionalProperties: false,
      properties: {
        businessNumber: { type: 'string', pattern: '^[0-9]{0,15}$' },
        phoneNumberId: token,
        accessToken: { type: 'string', maxLength: 1024, pattern: '^\\S*$' },
        appSecret: token,
        verifyToken: token,
        template: token,
        templateLanguage: { type: 'string', pattern: '^([a-z]{2,3}(_[A-Z]{2})?)?$' },
        approveTemplate: token,
      },
    },
    otap: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['template', 'apps'],
      properties: {
        template: text(512),
        apps: {
          type: 'array',
          maxItems: 10,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['packageName', 'signatureHash'],
            properties: { packageName: text(256), signatureHash: text(64) },
          },
        },
        zeroTap: { type: 'boolean' },
      },
    },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        isWebauthnEnabled: { type: 'boolean' },
        autoClick: { type: 'boolean' },
        fom: { type: 'boolean' },
        support: { type: 'boolean' },
        isPopUpDisabled: { type: 'boolean' },
        oidcPublic: { type: 'boolean' },
        supportEmail: text(320),
      },
    },
  },
} as const;

export const appSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    logo: { type: 'string' },
    origins: { type: 'array', items: { type: 'string' } },
    loginUri: { type: 'string' },
    redirectUris: { type: 'array', items: { type: 'string' } },
    uiConfig: anyObject,
    channelConfig: { type: 'array', items: anyObject },
    options: anyObject,
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
  required: ['id', 'name', 'origins', 'redirectUris', 'uiConfig', 'channelConfig', 'options'],
} as const;

export const appResponse = responses(appSchema);
export const secretResponse = responses({
  type: 'object',
  properties: { clientId: { type: 'string' }, clientSecret: { type: 'string' } },
  required: ['clientId', 'clientSecret'],
});
