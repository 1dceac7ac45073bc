import { MODAL_FADE_MS } from '../../services/contract/constants';

/**
 * The modal wrapper and what opens in it (share, terms, one-tap sheet, passkey prompt). The
 * Modal renders these itself, so they arrive with its lazy chunk rather than before interactive.
 */
export const modalCss = `
/* spec §2 modal wrapper: 300 ms fade, blurred backdrop, back arrow or cross, top or bottom. */
.modal-root {
  position: fixed; inset: 0; z-index: 2147483001; display: flex; justify-content: center; align-items: center;
  padding: 16px; animation: sesame-fade ${MODAL_FADE_MS}ms ease-out; transition: opacity ${MODAL_FADE_MS}ms ease;
}
.modal-root[data-closing] { opacity: 0; }
.modal-root[data-placement='bottom'] { align-items: flex-end; padding: 0; }
.modal-root[data-placement='top'] { align-items: flex-start; padding-top: 70px; }
.backdrop { position: absolute; inset: 0; background: rgb(16 18 22 / 0.42); backdrop-filter: blur(6px); -webkit-backdrop-filter: blur(6px); }
.modal {
  position: relative; width: 100%; max-width: 400px; max-height: calc(100% - 32px); overflow: auto;
  background: var(--_bg); color: var(--_text); border-radius: 16px; box-shadow: var(--_shadow); padding: 14px 18px 20px;
}
.modal-root[data-placement='bottom'] .modal { max-width: 520px; border-radius: 18px 18px 0 0; padding-bottom: calc(20px + env(safe-area-inset-bottom)); }
.modal-head { display: flex; align-items: center; gap: 8px; min-height: 40px; margin-bottom: 8px; }
.modal-head[data-close='close'] { flex-direction: row-reverse; }
.modal-title { margin: 0; font-size: 17px; font-weight: 700; flex: 1; }
.modal-head[data-close='close'] .modal-title { padding-inline-start: 4px; }
@keyframes sesame-fade { from { opacity: 0; } }

.list { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.list-item {
  display: flex; align-items: center; gap: 14px; width: 100%; min-height: 56px; padding: 8px 10px; border-radius: 12px;
  color: var(--_text); text-decoration: none; background: none; border: 0; font: inherit; cursor: pointer; text-align: start;
}
.list-item:hover { background: var(--_hover); }
.list-item .item-icon { display: grid; place-items: center; width: 40px; height: 40px; flex: none; border-radius: 50%; background: var(--_surface); color: var(--_text); overflow: hidden; }
.list-item .item-icon img { width: 100%; height: 100%; object-fit: cover; }
.list-item .item-text { display: flex; flex-direction: column; min-width: 0; flex: 1; }
.list-item .item-name { font-weight: 650; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.list-item .item-value { color: var(--_muted); font-size: 14px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.list-item .chevron { color: var(--_muted); }
.share-grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; margin: 0; padding: 0; list-style: none; }
.share-grid a { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 10px 4px; border-radius: 12px; color: var(--_text); text-decoration: none; font-size: 13px; font-weight: 600; }
.share-grid a:hover { background: var(--_hover); }
.share-icon { display: grid; place-items: center; width: 48px; height: 48px; border-radius: 50%; color: #fff; font-weight: 800; font-size: 18px; }

/* One-tap sheet: the list area is 75% high and scrolls (spec §2). */
.onetap .modal { display: flex; flex-direction: column; max-height: 75%; }
.onetap .accounts { overflow: auto; flex: 1; min-height: 0; margin: 0 -8px; padding: 0 8px; }
.onetap .subtitle { margin: 0 0 8px; color: var(--_muted); font-size: 14px; }
.carrier { display: grid; place-items: center; width: 100%; height: 100%; color: #fff; font-size: 11px; font-weight: 800; letter-spacing: 0.02em; }

/* Passkey prompt. */
.passkey { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 4px 4px 0; }
.passkey .badge { display: grid; place-items: center; width: 64px; height: 64px; border-radius: 18px; background: color-mix(in srgb, var(--_primary) 16%, var(--_bg)); color: var(--_text); }
.passkey h2 { margin: 0; font-size: 20px; }
.passkey p { margin: 0 0 6px; color: var(--_muted); }
.passkey .actions { display: flex; flex-direction: column; gap: 8px; width: 100%; }
`;
