import { MERCHANT_TEXT_LIMITS, type MerchantTextField } from '../../contract/adminApps';
import { usageError } from './CliError';

/** How each text is named in the apps tool's messages. */
const LABELS: Record<MerchantTextField, string> = {
  header: 'Header',
  description: 'Description',
  bottomLine: 'Bottom line',
  announcement: 'Announcement',
  collapsedText: 'Collapsed text',
};

/**
 * A text of the merchant's that the widget shows (header, description, bottom line,
 * announcement, collapsed state): one line, trimmed, at most its limit; "" removes it, undefined
 * leaves it as it is.
 */
export function parseMerchantText(field: MerchantTextField, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  const label = LABELS[field];
  const max = MERCHANT_TEXT_LIMITS[field];
  if (text.length > max) throw usageError(`${label} must be at most ${max} characters`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(text))
    throw usageError(`${label} must not contain line breaks or control characters`);
  return text;
}
