import type { FlowState } from './FlowState';

/**
 * Which identifiers the entry field takes, from the app's channels: 'both' until the
 * configuration is known, then email only, phone only, or both. The field's label, keyboard and
 * placeholder follow it, so an email-only app never asks for a phone number.
 */
export function entryIdentifiers(config: FlowState['config']): 'both' | 'email' | 'phone' {
  if (!config) return 'both';
  const email = config.channel !== null;
  const phone = !!config.mobileChannel;
  if (email && !phone) return 'email';
  if (phone && !email) return 'phone';
  return 'both';
}
