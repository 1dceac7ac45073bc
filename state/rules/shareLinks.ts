import { fillText } from '../../contract/fillText';
import { SHARE_TARGETS, type ShareTarget } from '../../contract/shareTargets';

/** spec §2 share modal: each network's link with the prefilled text and the page address. */
export function shareLinks(
  text: string,
  pageUrl: string,
): Array<{ id: ShareTarget; label: string; href: string }> {
  return SHARE_TARGETS.map((target) => ({
    id: target.id,
    label: target.label,
    href: fillText(target.url, { text: encodeURIComponent(text), url: encodeURIComponent(pageUrl) }),
  }));
}
