import { MERCHANT_TEXT_LIMITS, type MerchantTextField } from '../../contract/adminApps';
import { usageError } from './CliError';
import { parseMerchantText } from './parseMerchantText';

/** The apps tool's flag of each merchant text (spec §3), for `create` and `edit`. */
const FLAGS: Record<MerchantTextField, string> = {
  header: 'header',
  description: 'description',
  bottomLine: 'bottom-line',
  announcement: 'announcement',
  collapsedText: 'collapsed-text',
};

/** The flags' parseArgs options: a text each, and the share button on or off. */
export const MERCHANT_TEXT_OPTIONS = {
  header: { type: 'string' },
  description: { type: 'string' },
  'bottom-line': { type: 'string' },
  announcement: { type: 'string' },
  'collapsed-text': { type: 'string' },
  share: { type: 'boolean' },
  'no-share': { type: 'boolean' },
} as const;

export const MERCHANT_TEXT_USAGE =
  '[--header TEXT] [--description TEXT] [--bottom-line TEXT] [--announcement TEXT] [--collapsed-text TEXT] [--share | --no-share]';

type Values = {
  [K in keyof typeof MERCHANT_TEXT_OPTIONS]?: (typeof MERCHANT_TEXT_OPTIONS)[K] extends { type: 'boolean' }
    ? boolean
    : string;
};

/** The texts given (each checked by parseMerchantText) and the share switch, if given. */
export function merchantTextsOf(values: Values): {
  texts: Partial<Record<MerchantTextField, string>>;
  share: boolean | undefined;
} {
  const texts: Partial<Record<MerchantTextField, string>> = {};
  for (const field of Object.keys(MERCHANT_TEXT_LIMITS) as MerchantTextField[]) {
    const flag = FLAGS[field] as keyof Values;
    const text = parseMerchantText(field, values[flag] as string | undefined);
    if (text !== undefined) texts[field] = text;
  }
  if (values.share && values['no-share']) throw usageError('Give --share or --no-share, not both');
  return { texts, share: values.share ? true : values['no-share'] ? false : undefined };
}
