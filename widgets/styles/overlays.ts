/** The error container, the full-screen loader and the root screen: screens the first load may show. */
export const overlaysCss = `
/* Timeout / error container (spec §2): image, header, title, action. */
.error-box { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 12px 4px 4px; }
.error-box .art { width: 88px; height: 88px; margin-bottom: 4px; }
.error-box h3 { margin: 0; font-size: 18px; }
.error-box p { margin: 0 0 10px; color: var(--_muted); }

/* Full-screen loader (spec §2, WordPress form integration). */
.fullscreen-loader { position: fixed; inset: 0; z-index: 2147483002; display: grid; place-items: center; background: var(--_bg); }
.fullscreen-loader .inner { display: flex; flex-direction: column; align-items: center; gap: 16px; color: var(--_muted); }
.fullscreen-loader .spinner { width: min(10vw, 40px); height: min(10vw, 40px); }

/* Root screen: the floater layout in an iframe, a centred full-size layout on white otherwise. */
#auth-app-floater { position: relative; width: 100%; min-height: 100%; }
.root-centred { display: grid; place-items: center; min-height: 100%; width: 100%; background: #fff; }
[data-theme='dark'] .root-centred { background: var(--_bg); }
`;
