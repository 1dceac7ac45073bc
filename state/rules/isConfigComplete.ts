import type { IdentifierType } from '../../contract/channels';
import type { ChannelConfigEntry, SesameUser } from '../../contract/wire';

/**
 * spec §4: a channel configuration is complete when not every channel is unverified and every
 * mandatory channel is verified. `mandatory` (the `mandatory` attribute or isMandatory URL flag)
 * names identifier types the page requires on top of the configuration's own flags.
 */
export function isConfigComplete(
  entries: readonly ChannelConfigEntry[],
  mandatory: readonly string[] = [],
): boolean {
  if (entries.every((e) => !e.verified)) return false;
  return entries.every((e) => e.verified || !(e.mandatory || mandatory.includes(e.identifierType)));
}

/**
 * The mandatory identifier a sign-in still has to verify, or null once it may finish (spec §4
 * completeness): the configuration's entries with `verified` (this sign-in's identifiers) marked
 * verified. A type the page requires that the configuration lacks counts as unverified.
 */
export function nextMandatoryIdentifier(
  entries: readonly ChannelConfigEntry[],
  mandatory: readonly string[],
  verified: readonly IdentifierType[],
): IdentifierType | null {
  const known = entries.map((e) => (verified.includes(e.identifierType) ? { ...e, verified: true } : e));
  for (const type of mandatory as readonly IdentifierType[]) {
    if (!known.some((e) => e.identifierType === type)) {
      known.push({ identifierType: type, verified: verified.includes(type), channel: [] });
    }
  }
  if (isConfigComplete(known, mandatory)) return null;
  const pending = known.find((e) => !e.verified && (e.mandatory || mandatory.includes(e.identifierType)));
  return pending?.identifierType ?? null;
}

/** The identifiers a sign-in verified: the one the code went to, and what the host says of the user. */
export function verifiedIdentifiers(path: 'email' | 'phone' | null, user: SesameUser): IdentifierType[] {
  const types = new Set<IdentifierType>();
  if (path) types.add(path === 'phone' ? 'MOBILE' : 'EMAIL');
  if (user.emailVerified) types.add('EMAIL');
  return [...types];
}
