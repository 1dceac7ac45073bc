import { createElement, useMemo } from 'react';
import { parseLaunchParams } from '../state/rules/launchParams';
import { LoginPage } from '../widgets/LoginPage';
import { emitSignIn, handOffLoaderOf } from './emitSignIn';
import { ERROR_EVENT, emit, REDIRECT_EVENT } from './events';

export interface AuthLoginPageProps {
  container?: HTMLElement;
  appId?: string;
  locale?: string;
  theme?: string;
  /** spec §4 "Redirect flow": the redirect uri is handed to the page, not opened. */
  paralyzed?: boolean;
  loaderColor?: string;
  loadingText?: string;
  textColor?: string;
}

/** `<auth-login-page>`'s page and the events it sends: a lazy chunk with the page (elements/authLoginPage.ts). */
export function AuthLoginPageView({
  container,
  appId,
  locale,
  theme,
  paralyzed,
  loaderColor,
  loadingText,
  textColor,
}: AuthLoginPageProps) {
  const params = useMemo(
    () =>
      parseLaunchParams(globalThis.location?.search ?? '', {
        appid: appId ?? null,
        locale: locale ?? null,
        loadercolor: loaderColor ?? null,
        loadingtext: loadingText ?? null,
        textcolor: textColor ?? null,
      }),
    [appId, locale, loaderColor, loadingText, textColor],
  );
  return createElement(LoginPage, {
    appId: params.appId ?? undefined,
    locale: params.locale ?? undefined,
    theme,
    params,
    onSignIn: (detail) => emitSignIn(container, detail, handOffLoaderOf(params)),
    onError: (detail) => emit(container, ERROR_EVENT, detail),
    paralyzed: paralyzed ?? false,
    onRedirect: (detail) => emit(container, REDIRECT_EVENT, detail),
  });
}
