import { TRANSACTION_TTL_MS } from '../../../contract/constants';
import type { HostTexts } from '../../i18n/hostTexts';

/**
 * The SMS of a phone sign-in, in the visitor's language. A message with a code ends with the
 * WebOTP line (`@host #code`), so browsers on the page's host can offer to fill the code.
 * In a native Android app (the intent's `otpHash`, spec §5) the app hash goes on a line of its
 * own before it, so Android's SMS Retriever hands the message to that app (bridge call 16).
 * test/unit/smsLength.test.ts measures every language's texts against one SMS segment.
 */
export function smsText(options: {
  say: HostTexts;
  appName: string;
  code: string | undefined;
  link: string | undefined;
  host: string;
  /** The 11-character app hash of the native Android app the sign-in began in. */
  appHash?: string | undefined;
}): string {
  const { say, appName: app, code, link } = options;
  let first: string;
  if (code && link) first = say.text('sms.codeAndLink', { code, app, link });
  else if (code) first = codeText(say, app, code);
  else first = say.text('sms.link', { app, link: link ?? '' });
  const retriever = options.appHash ? `${options.appHash}\n` : '';
  return code ? `${first}\n\n${retriever}@${options.host} #${code}` : first;
}

/** "{code} is your {app} sign-in code. It expires in 10 minutes." (SMS, and WhatsApp's text). */
export function codeText(say: HostTexts, app: string, code: string): string {
  return `${say.text('sms.code', { code, app })} ${say.count('expiry', Math.round(TRANSACTION_TTL_MS / 60_000))}`;
}
