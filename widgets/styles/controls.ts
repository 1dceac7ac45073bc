import { MODAL_FADE_MS } from '../../services/contract/constants';

/** Buttons, fields, links, spinners and the toast: the pieces every screen uses. */
export const controlsCss = `
.input {
  width: 100%; height: 48px; padding: 0 14px; border: 1px solid var(--_line); border-radius: 10px;
  background: var(--_bg); color: var(--_text); font: inherit; font-size: 16px; min-width: 0;
}
.input::placeholder { color: var(--_muted); opacity: 0.85; }
.input:focus-visible { outline: none; border-color: var(--_primary); box-shadow: 0 0 0 3px color-mix(in srgb, var(--_primary) 40%, transparent); }
.input[aria-invalid='true'] { border-color: var(--_error); }
.otp { text-align: center; font-size: 24px; letter-spacing: 0.45em; padding-left: calc(14px + 0.45em); font-variant-numeric: tabular-nums; }
.label { font-size: 14px; font-weight: 600; }
.field { display: flex; flex-direction: column; gap: 6px; }
.field-error { margin: 0; font-size: 13px; color: var(--_error); }
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  width: 100%; min-height: 48px; padding: 0 16px; border: 0; border-radius: 10px; cursor: pointer;
  background: var(--_primary); color: var(--_on-primary); font: inherit; font-size: 16px; font-weight: 650;
}
a.button { text-decoration: none; }
.button:hover:not(:disabled) { filter: brightness(0.95); }
.button:disabled { cursor: default; opacity: 0.6; }
.button.secondary { background: transparent; color: var(--_text); border: 1px solid var(--_line); }
.button.secondary:hover:not(:disabled) { background: var(--_hover); filter: none; }
.link {
  padding: 2px; border: 0; background: none; cursor: pointer; text-decoration: none;
  color: var(--_link); font: inherit; font-weight: 700;
}
.link:hover:not(:disabled) { text-decoration: underline; text-underline-offset: 3px; }
.link:disabled { cursor: default; color: var(--_muted); font-weight: 500; }
button:focus-visible, a:focus-visible, [tabindex]:focus-visible {
  outline: 2px solid var(--_link); outline-offset: 2px; border-radius: 6px;
}
.icon-button {
  display: inline-grid; place-items: center; width: 36px; height: 36px; flex: none;
  border: 0; border-radius: 50%; background: transparent; color: var(--_text); cursor: pointer; padding: 0;
}
.icon-button:hover { background: var(--_hover); }
.icon-button.close { font-size: 18px; line-height: 1; font-weight: 500; }
.spinner {
  display: inline-block; width: 28px; height: 28px; border-radius: 50%; flex: none;
  border: 3px solid color-mix(in srgb, var(--_spin, var(--_primary)) 25%, transparent); border-top-color: var(--_spin, var(--_primary));
  animation: sesame-spin 0.8s linear infinite;
}
.spinner[data-size='small'] { width: 16px; height: 16px; border-width: 2px; border-color: currentColor; border-top-color: transparent; }
@keyframes sesame-spin { to { transform: rotate(360deg); } }
.loading { display: flex; justify-content: center; padding: 28px 0; }
.hint { margin: 0; color: var(--_muted); overflow-wrap: anywhere; }
.hint strong { color: var(--_text); font-weight: 600; }
.row { display: flex; align-items: center; gap: 10px; }
.center-text { margin: 0; text-align: center; }
.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 8px 0; }
.check { width: 56px; height: 56px; color: var(--_primary); }
/* spec §2, §8: the error toast sits at the bottom, shows for 3 s, then slides away. */
.toast {
  position: absolute; left: 0; right: 0; top: calc(100% + 10px); padding: 12px 14px; border-radius: 10px;
  background: var(--_toast-bg); color: var(--_toast-text); font-size: 14px; box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
  display: flex; gap: 10px; align-items: flex-start;
  transform: translateY(-12px); opacity: 0; pointer-events: none;
  transition: transform ${MODAL_FADE_MS}ms ease, opacity ${MODAL_FADE_MS}ms ease;
}
[data-layout='mobile'] .toast { top: auto; bottom: calc(100% + 10px); left: 12px; right: 12px; transform: translateY(12px); }
.toast[data-visible] { transform: none; opacity: 1; pointer-events: auto; }
.toast-icon { flex: none; width: 18px; height: 18px; margin-top: 1px; color: var(--_toast-icon); }
.glyph { display: block; flex: none; }
.logo-mono { color: var(--_text); display: inline-flex; }
@media (prefers-reduced-motion: reduce) {
  .sesame *, .sesame { animation-duration: 1ms !important; transition-duration: 1ms !important; }
  .spinner { animation-duration: 2.4s !important; }
}
`;
