import { CHANNEL_TEXTS, fillText } from '../../../services/contract/channelTexts';
import { TRANSACTION_TTL_MS } from '../../../services/contract/constants';

/**
 * The SMS of a phone sign-in. A message with a code ends with the WebOTP line
 * (`@host #code`), so browsers on the page's host can offer to fill the code.
 */
export function smsText(options: {
  appName: string;
  code: string | undefined;
  link: string | undefined;
  host: string;
}): string {
  const { appName: name, code, link } = options;
  const minutes = Math.round(TRANSACTION_TTL_MS / 60_000);
  let first: string;
  if (code && link) first = fillText(CHANNEL_TEXTS.smsCodeAndLink, { code, name, link });
  else if (code) first = fillText(CHANNEL_TEXTS.smsCode, { code, name, minutes });
  else first = fillText(CHANNEL_TEXTS.smsLink, { name, link: link ?? '' });
  return code ? `${first}\n\n@${options.host} #${code}` : first;
}
