/**
 * spec §2 share modal: the four networks, in order, with their share addresses. Apart from
 * contract/widget.ts, whose facts the first screen needs: these load with the modal.
 */
export const SHARE_TARGETS = [
  { id: 'twitter', label: 'Twitter', url: 'https://twitter.com/intent/tweet?text={text}&url={url}' },
  { id: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/?text={text}%20{url}' },
  {
    id: 'facebook',
    label: 'Facebook',
    url: 'https://www.facebook.com/sharer/sharer.php?u={url}&quote={text}',
  },
  { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/sharing/share-offsite/?url={url}' },
] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number]['id'];
