import type { Locale } from '../../contract/i18n/locales';
import type { IntentRequest, IntentResponse } from '../../contract/wire';
import type { App } from '../apps/App';
import type { Services } from '../Services';

/** What a driver gets to begin a sign-in (spec §7 intent call). */
export interface IntentContext {
  services: Services;
  app: App;
  /** The browser's state: the flow's secret, which only that browser holds. */
  state: string;
  body: IntentRequest;
  /** The embedding page's origin (already checked against the app): the WebOTP line names its host. */
  origin: string | undefined;
  userAgent: string | undefined;
  /** The visitor's language (server/i18n/requestLocale): every message of this sign-in speaks it. */
  locale: Locale;
  /** Where a sign-in that comes back by redirect lands (server/signin/returnPage.ts), or null. */
  returnPage: string | null;
}

/** A message that arrived from the user over a channel (a WhatsApp webhook message). */
export interface InboundEvent {
  app: App;
  /** The provider's message id: each one is handled once. */
  messageId: string;
  /** The sender, digits with country code. */
  from: string;
  text: string;
}

/**
 * One sign-in channel (docs/architecture.md §4): creates the intent, handles what the user sends
 * back, and verifies. Codes the user types are checked by the shared OTP step
 * (signin/verifyOtp), so `verify` is only for channels that verify otherwise.
 */
export interface ChannelDriver {
  readonly name: string;
  /** Whether this driver begins this request (the channel, and whether a phone or email came). */
  accepts(body: IntentRequest): boolean;
  createIntent(context: IntentContext): Promise<IntentResponse>;
  handleInbound?(services: Services, event: InboundEvent): Promise<void>;
}
