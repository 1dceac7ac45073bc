import type { Channel } from './channels';

/**
 * Delivery status and automatic fallback: what the provider says about a sign-in's message, and
 * the next channel offered when it failed or stays undelivered (WhatsApp → SMS → voice call).
 */
export const DELIVERY_API = {
  /** `GET {report}/{state}?appId&asId`: the sign-in's delivery report (DeliveryReport). */
  report: '/v1/lp/user/transaction/delivery',
  /** `POST {fallback}/{state}` `{ appId, asId }`: the next channel for the same number (an intent). */
  fallback: '/v1/lp/user/transaction/fallback',
} as const;

/** Twilio's status callback for SMS (MessageStatus), signed like every Twilio webhook. */
export const TWILIO_SMS_STATUS_PATH = '/v1/webhooks/twilio/sms-status';

/** What providers report, in order: a later one never gives way to an earlier one. FAILED ends it. */
export const PROVIDER_STATUSES = ['SENT', 'DELIVERED', 'READ', 'FAILED'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** A send's state: not yet accepted, accepted by the provider, then what the provider reported. */
export type DeliveryStatus = 'SENDING' | 'ACCEPTED' | ProviderStatus;

/** The channels a typed number falls back through, in order. */
export const FALLBACK_ORDER = ['WHATSAPP', 'SMS', 'VOICE_APPROVAL'] as const;
export type FallbackStep = (typeof FALLBACK_ORDER)[number];

/** How long a message may stay undelivered before the next channel is offered (DELIVERY_FALLBACK_AFTER_S). */
export const DELIVERY_FALLBACK_AFTER_MS = 60_000;

/** The delivery report of one sign-in. */
export interface DeliveryReport {
  /** The channel the message went by: WHATSAPP, SMS or VOICE_APPROVAL; null when nothing was sent. */
  channel: FallbackStep | null;
  status: DeliveryStatus | null;
  /** The channel to offer next, and why; null while the message may still arrive, or at the end. */
  fallback: { channel: Channel; reason: 'failed' | 'undelivered' } | null;
  /** The sign-in this one fell back from, when it did. */
  fallbackFrom: string | null;
}

/** How often the code step asks the host for the delivery report while it waits (5 s: light). */
export const DELIVERY_POLL_MS = 5_000;
