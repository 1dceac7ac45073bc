/** The QR panel (spec §2); QrPanel renders it, inside its lazy chunk. */
export const qrPanelCss = `
.qr { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; }
.qr-code {
  display: grid; place-items: center; width: 176px; height: 176px; border-radius: 12px; padding: 12px;
  background: #fff; border: 1px solid var(--_line); color: #1d2128;
}
.qr-code svg { width: 100%; height: 100%; }
.qr-link { max-width: 100%; font-size: 12px; color: var(--_muted); overflow-wrap: anywhere; }
.qr-error { margin: 0; color: var(--_error); }
`;
