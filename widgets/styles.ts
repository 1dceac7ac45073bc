import {
  DEFAULT_THEME_COLOR,
  DESKTOP_MIN_WIDTH_PX,
  FLOATER,
  MODAL_FADE_MS,
} from '../services/contract/constants';
import { isDarkColor } from '../state/isDarkColor';

/** Text on a coloured background: light on dark colours, dark on light ones (spec §5). */
export function textOn(background: string): string {
  return isDarkColor(background) ? '#ffffff' : '#0b1f10';
}

/**
 * The floater's styles, injected into its shadow root. Merchants restyle through the
 * `--sesame-*` custom properties and `::part()`; everything else stays inside.
 */
const darkColors = `
  --_bg: var(--sesame-bg, #17191e);
  --_text: var(--sesame-text, #e9ebee);
  --_link: #8ab4f8;
  --_toast-bg: #f1f3f4;
  --_toast-text: #17191e;
  --_error: #f28b82;
  --_toast-icon: #c5221f;
  color-scheme: dark;
`;

export const floaterCss = `
:host { all: initial; display: block; }
* { box-sizing: border-box; }
.floater {
  --_primary: var(--sesame-primary, var(--_config-primary, ${DEFAULT_THEME_COLOR}));
  --_on-primary: var(--sesame-on-primary, var(--_config-on-primary, ${textOn(DEFAULT_THEME_COLOR)}));
  --_bg: var(--sesame-bg, #ffffff);
  --_text: var(--sesame-text, #1d2128);
  --_link: #1a56db;
  --_toast-bg: #23262d;
  --_toast-text: #ffffff;
  --_error: #c5221f;
  --_toast-icon: #f28b82;
  --_muted: color-mix(in srgb, var(--_text) 66%, var(--_bg));
  --_line: color-mix(in srgb, var(--_text) 18%, var(--_bg));
  --_radius: var(--sesame-radius, ${FLOATER.radiusPx}px);
  color-scheme: light;
  position: fixed; z-index: 2147483000;
  top: ${FLOATER.topPx}px; right: ${FLOATER.rightPx}px;
  width: ${FLOATER.widthPx}px; max-width: calc(100vw - ${2 * FLOATER.rightPx}px);
  color: var(--_text);
  font: 400 15px/1.45 var(--sesame-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
  -webkit-font-smoothing: antialiased;
  animation: sesame-in ${MODAL_FADE_MS}ms ease-out;
}
.floater[data-theme='dark'] { ${darkColors} }
@media (prefers-color-scheme: dark) { .floater:not([data-theme='light']) { ${darkColors} } }
.panel {
  display: flex; flex-direction: column; overflow: hidden;
  max-height: calc(100vh - ${FLOATER.topPx + 20}px);
  background: var(--_bg);
  border: 1px solid var(--_line); border-radius: var(--_radius);
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.18), 0 2px 8px rgb(0 0 0 / 0.08);
}
/* spec §2, §9: on mobile the floater is a bottom sheet over the full width. */
@media (max-width: ${DESKTOP_MIN_WIDTH_PX}px) {
  .floater { top: auto; right: 0; bottom: 0; left: 0; width: 100%; max-width: none; animation-name: sesame-up; }
  .panel {
    max-height: 85vh; border-width: 1px 0 0; border-radius: var(--_radius) var(--_radius) 0 0;
    padding-bottom: env(safe-area-inset-bottom);
  }
}
@keyframes sesame-in { from { opacity: 0; transform: translateY(-8px); } }
@keyframes sesame-up { from { transform: translateY(100%); } }
.body { overflow: auto; padding: 20px 24px 16px; display: flex; flex-direction: column; gap: 18px; }
.header { display: flex; flex-direction: column; gap: 2px; }
.title { margin: 0; font-size: 20px; line-height: 1.3; font-weight: 700; overflow-wrap: anywhere; }
.eyebrow { display: block; font-size: 13px; font-weight: 500; color: var(--_muted); }
.step { display: flex; flex-direction: column; gap: 12px; }
.step-title { margin: 0; font-size: 17px; font-weight: 650; }
.hint { margin: 0; color: var(--_muted); overflow-wrap: anywhere; }
.hint strong { color: var(--_text); font-weight: 600; }
.label { font-size: 14px; font-weight: 600; }
.field { display: flex; flex-direction: column; gap: 6px; }
.input {
  width: 100%; height: 48px; padding: 0 14px; border: 1px solid var(--_line); border-radius: 8px;
  background: var(--_bg); color: var(--_text); font: inherit; font-size: 16px;
}
.input::placeholder { color: var(--_muted); opacity: 0.8; }
.input:focus-visible { outline: none; border-color: var(--_primary); box-shadow: 0 0 0 3px color-mix(in srgb, var(--_primary) 40%, transparent); }
.input[aria-invalid='true'] { border-color: var(--_error); }
.otp { text-align: center; font-size: 24px; letter-spacing: 0.45em; padding-left: calc(14px + 0.45em); font-variant-numeric: tabular-nums; }
.field-error { margin: 0; font-size: 13px; color: var(--_error); }
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  width: 100%; height: 48px; border: 0; border-radius: 8px; cursor: pointer;
  background: var(--_primary); color: var(--_on-primary); font: inherit; font-size: 16px; font-weight: 650;
}
.button:hover:not(:disabled) { filter: brightness(0.95); }
.button:disabled { cursor: default; opacity: 0.6; }
.button.secondary { background: transparent; color: var(--_text); border: 1px solid var(--_line); }
.link {
  padding: 2px; border: 0; background: none; cursor: pointer;
  color: var(--_link); font: inherit; font-weight: 650;
}
.link:disabled { cursor: default; color: var(--_muted); font-weight: 500; }
button:focus-visible, a:focus-visible { outline: 2px solid var(--_text); outline-offset: 2px; border-radius: 6px; }
.row { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.destination { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }
.center-text { margin: 0; text-align: center; }
.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 8px 0; }
.check { width: 56px; height: 56px; color: var(--_primary); }
.footer { margin: 0; padding: 12px 24px 16px; border-top: 1px solid var(--_line); text-align: center; font-size: 12.5px; color: var(--_muted); }
.footer a { color: inherit; font-weight: 600; text-decoration: underline; text-underline-offset: 2px; }
.spinner {
  display: inline-block; width: 28px; height: 28px; border-radius: 50%;
  border: 3px solid color-mix(in srgb, var(--_primary) 25%, transparent); border-top-color: var(--_primary);
  animation: sesame-spin 0.8s linear infinite;
}
.spinner[data-size='small'] { width: 16px; height: 16px; border-width: 2px; border-color: currentColor; border-top-color: transparent; }
@keyframes sesame-spin { to { transform: rotate(360deg); } }
.loading { display: flex; justify-content: center; padding: 28px 0; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
/* spec §2: the error toast sits at the bottom, shows for 3 s, then slides away. It hangs below
   the panel (above the sheet on mobile) so it never covers a button. */
.toast {
  position: absolute; left: 0; right: 0; top: calc(100% + 10px); padding: 12px 14px; border-radius: 10px;
  background: var(--_toast-bg); color: var(--_toast-text); font-size: 14px; box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
  display: flex; gap: 10px; align-items: flex-start;
  transform: translateY(-12px); opacity: 0; pointer-events: none;
  transition: transform ${MODAL_FADE_MS}ms ease, opacity ${MODAL_FADE_MS}ms ease;
}
@media (max-width: ${DESKTOP_MIN_WIDTH_PX}px) {
  .toast { top: auto; bottom: calc(100% + 10px); left: 12px; right: 12px; transform: translateY(12px); }
}
.toast[data-visible] { transform: none; opacity: 1; pointer-events: auto; }
.toast-icon { flex: none; width: 18px; height: 18px; margin-top: 1px; color: var(--_toast-icon); }
@media (prefers-reduced-motion: reduce) {
  .floater, .toast { animation: none; transition: none; }
  .spinner { animation-duration: 2.4s; }
}
`;
