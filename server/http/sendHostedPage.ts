import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { App } from '../apps/App';
import { hostTexts } from '../i18n/hostTexts';
import { requestLocale } from '../i18n/requestLocale';
import { hostedPageHtml } from '../pages/hostedPageHtml';
import { type PagePolicy, sendPage } from './sendPage';

/** What differs between the hosted pages of an app: who may frame them, and where they send. */
export interface HostedPageRequest {
  merchant: App;
  /** The language the request names (`locale`, OpenID Connect's `ui_locales`), if any. */
  locale: string | undefined;
  acceptLanguage: string | undefined;
  /** The embedding page's origin, already checked against the app's origins; null otherwise. */
  parentOrigin: string | null;
  /** The page's own script, when it is not the hosted pages' one. */
  script?: string;
}

/**
 * Sends an app's hosted sign-in page (the hosted pages and the OpenID Connect sign-in) in the
 * visitor's language (docs/languages.md: the request's, then the app's, then the browser's),
 * with a fresh nonce for its inline elements and a widget page's headers plus `policy`.
 */
export function sendHostedPage(
  reply: FastifyReply,
  page: HostedPageRequest,
  policy: Pick<PagePolicy, 'callsHost' | 'frameAncestors' | 'referrer'>,
): FastifyReply {
  const { merchant } = page;
  const nonce = randomBytes(16).toString('base64');
  const say = hostTexts(
    requestLocale({
      locale: page.locale,
      appLocale: merchant.options.locale,
      acceptLanguage: page.acceptLanguage,
    }),
  );
  const html = hostedPageHtml({
    title: say.text('page.signInTo', { app: merchant.name }),
    say,
    nonce,
    script: page.script,
    config: { appId: merchant.id, origins: merchant.origins, parentOrigin: page.parentOrigin },
  });
  return sendPage(reply, html, { ...policy, nonce, ownScripts: true, widget: true });
}
