/** Domains that are one mailbox system under two names. */
const DOMAIN_ALIASES: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

/**
 * One key for the spellings that reach one mailbox, used to count sends and never to tell
 * who someone is (identities stay the address as typed, normalised): docs/security.md "Codes",
 * so variants cannot multiply a mailbox's send budget (mail bombing).
 *
 * - `%` routing: "ada%example.org@relay.net" is delivered to ada@example.org by relays that
 *   honour it, so it counts as that address.
 * - Plus addressing: everything from the first "+" of the local part is a tag.
 * - Dots: ignored in the local part of every domain, not only gmail.com. Which other providers
 *   ignore dots cannot be known for custom domains; counting "j.doe" and "jdoe" of one domain
 *   together only makes two mailboxes share a budget of 5 sends in 10 minutes, which nobody
 *   notices, while a list of providers would leave every unlisted one open to dot variants.
 * - googlemail.com is gmail.com.
 *
 * `email` is already normalised (normalizeEmail: lower-case, IDNA domain).
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@');
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  const percent = local.indexOf('%');
  if (percent >= 0) {
    const routed = local.slice(percent + 1);
    if (routed.includes('.')) domain = routed.slice(routed.lastIndexOf('%') + 1);
    local = local.slice(0, percent);
  }
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  local = local.replaceAll('.', '');
  return `${local}@${DOMAIN_ALIASES[domain] ?? domain}`;
}
