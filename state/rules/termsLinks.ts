/** spec §2: the terms text opens the modal; with no merchant links, the provider's policy directly. */
export function termsAction(
  links: { tnc?: string; privacyPolicy?: string },
  providerPolicy: string,
): { kind: 'modal' } | { kind: 'link'; href: string } {
  return links.tnc || links.privacyPolicy ? { kind: 'modal' } : { kind: 'link', href: providerPolicy };
}
