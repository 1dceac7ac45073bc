import { createElement, useMemo } from 'react';
import { parseLaunchParams } from '../state/rules/launchParams';
import { Announcement } from '../widgets/Announcement';
import { Floater } from '../widgets/Floater';
import { emitSignIn, handOffLoaderOf } from './emitSignIn';
import { COLLAPSE_EVENT, DISMISS_EVENT, ERROR_EVENT, EXPAND_EVENT, emit, REDIRECT_EVENT } from './events';
import { inSharedStore } from './inSharedStore';
import { SignedInGate } from './SignedInGate';

/** `<auth-floater>`'s attributes, as r2wc passes them (elements/authFloater). */
export interface FloaterRootProps {
  /** What r2wc renders into: the element's shadow root. */
  container?: HTMLElement;
  appId?: string;
  locale?: string;
  theme?: string;
  mandatory?: string;
  sid?: string;
  cid?: string;
  collapsed?: boolean;
  announcement?: boolean;
  usersignedin?: boolean;
  /** spec §4 "Redirect flow": the redirect uri is handed to the page, not opened. */
  paralyzed?: boolean;
  loaderColor?: string;
  loadingText?: string;
  textColor?: string;
}

/** The element's React root: launch parameters, the shared store, the announcement bar and the floater. */
export function FloaterRoot({
  container,
  appId,
  locale,
  theme,
  mandatory,
  sid,
  cid,
  collapsed,
  announcement,
  usersignedin,
  paralyzed,
  loaderColor,
  loadingText,
  textColor,
}: FloaterRootProps) {
  // spec §2: URL parameters and the tag's attributes, read in one place (state/rules/launchParams.ts).
  const params = useMemo(
    () =>
      parseLaunchParams(globalThis.location?.search ?? '', {
        appid: appId ?? null,
        locale: locale ?? null,
        ismandatory: mandatory ?? null,
        sid: sid ?? null,
        cid: cid ?? null,
        usersignedin: usersignedin ? 'true' : null,
        loadercolor: loaderColor ?? null,
        loadingtext: loadingText ?? null,
        textcolor: textColor ?? null,
      }),
    [appId, locale, mandatory, sid, cid, usersignedin, loaderColor, loadingText, textColor],
  );
  const showBar = announcement || params.announcement;
  const signedIn = params.userSignedIn;
  return inSharedStore(
    showBar &&
      createElement(
        SignedInGate,
        {
          signedIn,
          kind: 'prompt',
        },
        createElement(Announcement, {
          locale: params.locale ?? undefined,
          theme,
          onExpand: (d) => emit(container, EXPAND_EVENT, d),
        }),
      ),
    createElement(
      SignedInGate,
      {
        signedIn,
        kind: 'panel',
      },
      createElement(Floater, {
        appId: params.appId ?? undefined,
        locale: params.locale ?? undefined,
        theme,
        collapsed: collapsed ?? false,
        params,
        onSignIn: (detail) => emitSignIn(container, detail, handOffLoaderOf(params)),
        onExpand: (detail) => emit(container, EXPAND_EVENT, detail),
        onCollapse: (detail) => emit(container, COLLAPSE_EVENT, detail),
        onDismiss: (detail) => emit(container, DISMISS_EVENT, detail),
        onError: (detail) => emit(container, ERROR_EVENT, detail),
        paralyzed: paralyzed ?? false,
        onRedirect: (detail) => emit(container, REDIRECT_EVENT, detail),
      }),
    ),
  );
}
