import { LOGIN_PAGE } from '../../services/contract/constants';

/** The hosted login page (spec §2, §9); LoginPageLayout renders it, inside the page's lazy chunk. */
export const loginPageCss = `
/* Login page: 400 px wide, at most 600 px high; full screen below 768 px without the marketing side. */
.login-page { position: fixed; inset: 0; display: grid; place-items: center; padding: 24px; background: var(--_surface); overflow: auto; }
.login-card { display: flex; width: min(100%, 880px); min-height: min(100%, ${LOGIN_PAGE.maxHeightPx}px); border-radius: 20px; overflow: hidden; background: var(--_bg); box-shadow: var(--_shadow); }
.login-side {
  flex: 1; display: flex; flex-direction: column; justify-content: space-between; gap: 24px; padding: 40px;
  /* Darkened brand colour: white text on it keeps at least 4.5:1 for any primary. */
  background: linear-gradient(160deg, color-mix(in srgb, var(--_primary) 48%, #06140b), color-mix(in srgb, var(--_primary) 30%, #06140b));
  color: #fff;
}
.login-side h1 { margin: 0 0 10px; font-size: 30px; line-height: 1.15; letter-spacing: -0.01em; }
.login-side p { margin: 0; opacity: 0.92; max-width: 28em; }
.login-side .side-brand { display: flex; align-items: center; gap: 10px; font-weight: 750; font-size: 18px; }
.login-side .qr { background: rgb(255 255 255 / 0.12); border-radius: 16px; padding: 18px; color: #fff; }
.login-side .qr .hint { color: rgb(255 255 255 / 0.86); }
.login-side .qr .link, .login-side .qr-toggle .link { color: #fff; text-decoration: underline; text-underline-offset: 3px; }
.login-side .qr-toggle { justify-content: flex-start; margin: 0; }
.login-side .qr .qr-code { color: #1d2128; }
.login-main { width: ${LOGIN_PAGE.widthPx}px; max-height: ${LOGIN_PAGE.maxHeightPx}px; display: flex; flex-direction: column; background: var(--_bg); }
.login-main .panel { flex: 1; min-height: 0; max-height: none; border: 0; border-radius: 0; box-shadow: none; }
.login-main .body { padding: 28px 28px 16px; }
.login-main .footer { padding: 12px 28px 16px; }
[data-layout='mobile'] .login-page { padding: 0; place-items: stretch; background: var(--_bg); }
[data-layout='mobile'] .login-page .login-card { width: 100%; min-height: 100%; border-radius: 0; box-shadow: none; }
[data-layout='mobile'] .login-page .login-side { display: none; }
[data-layout='mobile'] .login-page .login-main { width: 100%; max-height: none; }
[data-layout='mobile'] .login-page .login-main .body { padding: 24px 20px 16px; }
`;
