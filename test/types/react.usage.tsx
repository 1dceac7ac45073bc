// Type-checked by test/types/tsconfig.json: the generated React types accept what a merchant
// writes and refuse what the elements do not take.
import '../../types/react';

export const floater = (
  <auth-floater
    app-id="shop"
    theme="dark"
    collapsed
    loader-color="#0a7d33"
    onauth-signin={(event) => {
      const code: string = event.detail.code;
      event.detail.waitUntil(fetch('/signin', { method: 'POST', body: code }));
    }}
    onauth-dismiss={(event) => event.detail.hiddenUntil.toFixed()}
  />
);

// @ts-expect-error theme is 'light' | 'dark'
export const wrongTheme = <auth-floater app-id="shop" theme="blue" />;
// @ts-expect-error auth-signin's detail has no `password`
export const wrongDetail = <auth-login-page onauth-signin={(event) => event.detail.password} />;
