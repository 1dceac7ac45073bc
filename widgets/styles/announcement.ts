import { ANNOUNCEMENT_BAR_HEIGHT_PX } from '../../services/contract/constants';

/** The announcement bar; AnnouncementBar renders it, inside the bar's lazy chunk. */
export const announcementCss = `
/* Announcement bar: 60 px (spec §9). */
.announcement {
  position: fixed; z-index: 2147482999; top: 0; left: 0; right: 0; height: ${ANNOUNCEMENT_BAR_HEIGHT_PX}px;
  display: flex; align-items: center; gap: 12px; padding: 0 20px; cursor: pointer;
  background: var(--_bg); color: var(--_text); border: 0; border-bottom: 1px solid var(--_line);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.08); font: inherit; width: 100%; text-align: start;
}
.announcement.inline { position: relative; z-index: auto; }
.announcement:hover { background: var(--_hover); }
.announcement .emoji { width: 34px; height: 34px; flex: none; border-radius: 50%; display: grid; place-items: center; background: color-mix(in srgb, var(--_primary) 16%, var(--_bg)); }
.announcement .emoji img { width: 26px; height: 26px; }
.announcement .line1 { flex: 1; min-width: 0; font-weight: 650; font-size: 15px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.announcement .logos { display: flex; gap: 6px; flex: none; }
.announcement .bar-button {
  flex: none; height: 36px; padding: 0 18px; border-radius: 999px; background: var(--_primary); color: var(--_on-primary);
  font-weight: 700; font-size: 14px; display: inline-flex; align-items: center;
}
[data-layout='mobile'] .announcement .logos { display: none; }
[data-layout='mobile'] .announcement { padding: 0 12px; gap: 10px; }
[data-layout='mobile'] .announcement .line1 {
  white-space: normal; line-height: 1.25; font-size: 14px; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
}
`;
