/** One message to one person, as the channel drivers hand it to a delivery adapter. */
export interface OutgoingMessage {
  appId: string;
  channel: 'EMAIL' | 'SMS' | 'WHATSAPP';
  to: string;
  subject?: string;
  text: string;
  html?: string;
  /** The sign-in link in the message, when it has one (the dev outbox shows it). */
  link?: string;
  /** The code in the message, when it has one (the dev outbox shows it). */
  code?: string;
}

/** Where messages go: SMTP, an SMS provider, WhatsApp, or the dev outbox. */
export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
  /** Lets go of what it holds (connections, a thread) when the host closes. */
  close?(): void;
}
