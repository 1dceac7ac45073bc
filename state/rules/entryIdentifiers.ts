import type { IdentifierType } from '../../contract/channels';
import type { FlowState } from './FlowState';

/**
 * Which identifiers the entry field takes, from the app's channels: 'both' until the
 * configuration is known, then email only, phone only, or both. The field's label, keyboard and
 * placeholder follow it, so an email-only app never asks for a phone number.
 *
 * spec §4 mandatory identifiers: while a mandatory one is still to verify (`next`), the field
 * asks for it; on the first screen, an app that offers both but requires exactly one asks for
 * that one first, so the sign-in starts with the identifier it cannot finish without.
 */
export function entryIdentifiers(
  config: FlowState['config'],
  next: IdentifierType | null = null,
): 'both' | 'email' | 'phone' {
  if (!config) return 'both';
  const email = config.channel !== null;
  const phone = !!config.mobileChannel;
  if (email && !phone) return 'email';
  if (phone && !email) return 'phone';
  const required = next
    ? [next]
    : (config.channelConfig ?? []).filter((e) => e.mandatory).map((e) => e.identifierType);
  if (required.length === 1) return required[0] === 'MOBILE' ? 'phone' : 'email';
  return 'both';
}
