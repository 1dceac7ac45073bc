import { FLOATER, MODAL_FADE_MS } from '../../services/contract/constants';

/**
 * spec §2, §9 floater: top right on desktop (30 px from the right, 70 px from the top, 385 px
 * wide, radius 12 px, 270 px high expanded); a bottom sheet over the full width on mobile.
 */
export const floaterCss = `
.floater {
  position: fixed; z-index: 2147483000; top: ${FLOATER.topPx}px; right: ${FLOATER.rightPx}px;
  width: ${FLOATER.widthPx}px; max-width: calc(100vw - ${2 * FLOATER.rightPx}px);
  animation: sesame-in ${MODAL_FADE_MS}ms ease-out;
}
[data-layout='mobile'] .floater { top: auto; right: 0; bottom: 0; left: 0; width: 100%; max-width: none; animation-name: sesame-up; }
.panel {
  position: relative; display: flex; flex-direction: column; overflow: hidden;
  min-height: ${FLOATER.expandedHeightPx}px; max-height: calc(100vh - ${FLOATER.topPx + 20}px);
  background: var(--_bg); border: 1px solid var(--_line); border-radius: var(--_radius); box-shadow: var(--_shadow);
}
[data-layout='mobile'] .floater > .panel {
  min-height: 0; max-height: 88vh; border-width: 1px 0 0; border-radius: var(--_radius) var(--_radius) 0 0;
  padding-bottom: env(safe-area-inset-bottom);
}
[data-layout='mobile'] .floater > .panel::before {
  content: ''; display: block; width: 40px; height: 4px; margin: 8px auto 0; border-radius: 2px; background: var(--_line);
}
@keyframes sesame-in { from { opacity: 0; transform: translateY(-8px); } }
@keyframes sesame-up { from { transform: translateY(100%); } }
.body { overflow: auto; padding: 16px 22px 16px; display: flex; flex-direction: column; gap: 16px; flex: 1; }
.step { display: flex; flex-direction: column; gap: 12px; }
.step-title { margin: 0; font-size: 17px; font-weight: 700; }
.destination { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }

/* Header: brand logo and name, title, share / back / cross. */
.header { display: flex; align-items: center; gap: 10px; min-height: 40px; }
.header[data-align='center'] { text-align: center; }
.header[data-align='right'] { flex-direction: row-reverse; text-align: end; }
.header-main { display: flex; align-items: center; gap: 10px; flex: 1; min-width: 0; }
.header[data-align='center'] .header-main { flex-direction: column; gap: 6px; }
.header[data-align='right'] .header-main { flex-direction: row-reverse; }
.header-actions { display: flex; align-items: center; gap: 2px; margin-inline-start: auto; }
.header[data-align='right'] .header-actions { margin-inline-start: 0; margin-inline-end: auto; }
.header[data-align='center'] .header-spacer { width: 38px; flex: none; }
.brand-logo { max-height: 70px; width: 40%; max-width: 40px; height: auto; object-fit: contain; flex: none; border-radius: 8px; }
.brand-mark {
  display: grid; place-items: center; width: 40px; height: 40px; flex: none; border-radius: 10px;
  background: var(--_primary); color: var(--_on-primary); font-weight: 800; font-size: 18px;
}
.title { margin: 0; font-size: 18px; line-height: 1.25; font-weight: 700; overflow-wrap: anywhere; min-width: 0; }
.eyebrow { display: block; font-size: 13px; font-weight: 500; color: var(--_muted); }
.back-arrow { transform: none; }
/* spec §2: the dark theme inverts the back arrow (drawn as an image in the light theme's ink). */
.back-img { color: #1d2128; filter: none; }
[data-theme='dark'] .back-img { filter: invert(1); }

/* Channel list: the first 2 as outlined buttons with logo and label, then 'Use another method'. */
.divider { margin: 0; display: flex; align-items: center; gap: 12px; color: var(--_muted); font-size: 13px; }
.divider::before, .divider::after { content: ''; flex: 1; border-top: 1px solid var(--_line); }
.channels { display: flex; flex-direction: column; gap: 10px; margin: 0; padding: 0; list-style: none; }
.channels[data-count='2'] { display: grid; grid-template-columns: 1fr 1fr; }
.channel {
  --_spin: var(--_channel);
  position: relative; display: flex; align-items: center; justify-content: center; gap: 10px; width: 100%; min-height: 46px;
  padding: 0 14px; border: 1px solid var(--_line); border-radius: 10px; background: var(--_bg); color: var(--_text);
  font: inherit; font-size: 15px; font-weight: 600; cursor: pointer; white-space: nowrap; overflow: hidden;
}
.channel:hover:not(:disabled) { border-color: var(--_channel); background: color-mix(in srgb, var(--_channel) 6%, var(--_bg)); }
.channel[data-active] { border-color: var(--_channel); box-shadow: inset 0 0 0 1px var(--_channel); }
.channel:disabled { cursor: default; }
.channel-label { overflow: hidden; text-overflow: ellipsis; }
.channel .spinner { position: absolute; right: 12px; width: 18px; height: 18px; border-width: 2px; }
.channel[data-verified]::after { content: '✓'; position: absolute; right: 12px; color: var(--_primary); font-weight: 800; }
.more { display: flex; justify-content: center; margin: -4px 0 0; }
.more .link { color: var(--_link); font-weight: 700; }
.pending { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 6px 0; }
.pending .status-line { display: flex; align-items: center; gap: 8px; color: var(--_muted); font-size: 14px; }

/* Country-code selector: hidden until a phone number is typed (spec §2). */
.identifier { display: flex; gap: 8px; position: relative; }
.country-button {
  display: inline-flex; align-items: center; gap: 4px; height: 48px; padding: 0 10px; flex: none;
  border: 1px solid var(--_line); border-radius: 10px; background: var(--_surface); color: var(--_text);
  font: inherit; font-size: 15px; font-weight: 600; cursor: pointer;
}

.footer { margin: 0; padding: 10px 22px 14px; border-top: 1px solid var(--_line); text-align: center; font-size: 12.5px; color: var(--_muted); }
.footer a, .footer .terms-link { color: inherit; font: inherit; font-weight: 650; text-decoration: underline; text-underline-offset: 2px; background: none; border: 0; padding: 0; cursor: pointer; }
.watermark { display: flex; align-items: center; justify-content: center; gap: 6px; margin-top: 6px; font-size: 12px; color: var(--_muted); }
.watermark strong { color: var(--_text); font-weight: 700; letter-spacing: 0.01em; }

/* Collapsed floater: 'Sign in' (spec §2). */
.collapsed {
  display: inline-flex; align-items: center; gap: 10px; float: right; height: 48px; padding: 0 20px 0 8px;
  border: 0; border-radius: 999px; background: var(--_primary); color: var(--_on-primary);
  font: inherit; font-size: 16px; font-weight: 700; cursor: pointer; box-shadow: var(--_shadow);
}
.collapsed .avatar { display: grid; place-items: center; width: 34px; height: 34px; border-radius: 50%; background: color-mix(in srgb, var(--_on-primary) 18%, transparent); }
[data-layout='mobile'] .collapsed { float: none; display: flex; justify-content: center; width: calc(100% - 24px); margin: 0 12px 12px; }
/* spec §4: the collapse is animated; the opacity class comes off after 600 ms. */
.floater.collapsing { opacity: 0.6; transition: opacity 600ms ease; }

/* 'Scan to Sign in' (spec §2); the QR panel's own styles come with it (styles/qrPanel.ts). */
.qr-toggle { display: flex; justify-content: center; margin: 0; }
.qr-toggle .link { display: inline-flex; align-items: center; gap: 6px; font-size: 14px; }
`;
