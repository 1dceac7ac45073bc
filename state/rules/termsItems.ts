import { PROVIDER_NAME } from '../../contract/widget';

export interface TermsItem {
  id: 'tnc' | 'privacy' | 'provider';
  /** Who the document belongs to (the merchant's name or the provider's). */
  owner: string;
  href: string;
}

/** spec §2 terms modal: the merchant's terms and privacy links plus the provider's own policy. */
export function termsItems(
  merchant: string,
  links: { tnc?: string; privacyPolicy?: string },
  providerPolicy: string,
): TermsItem[] {
  const items: TermsItem[] = [];
  if (links.tnc) items.push({ id: 'tnc', owner: merchant, href: links.tnc });
  if (links.privacyPolicy) items.push({ id: 'privacy', owner: merchant, href: links.privacyPolicy });
  items.push({ id: 'provider', owner: PROVIDER_NAME, href: providerPolicy });
  return items;
}
