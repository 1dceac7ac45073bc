import type { UiConfig } from '../../contract/wire';
import { isDarkColor } from './isDarkColor';

/** What the merchant set for the widget to show (spec §3 UI config); absent: the built-in look. */
export interface MerchantLook {
  header?: string;
  description?: string;
  bottomLine?: string;
  /** The announcement bar's line before anything is verified. */
  announcement?: string;
  collapsedText?: string;
  collapsedAvatar?: string;
  /** Text colours by the theme they read on (spec §5 darkness rule): dark ones on light, light on dark. */
  colors: { heading?: ThemedColor; body?: ThemedColor };
}

export interface ThemedColor {
  color: string;
  theme: 'light' | 'dark';
}

/**
 * The merchant's look, checked for the page: a text is used when it is a non-blank string, a
 * colour when it is hex, the collapsed picture when it is an https address (http on localhost).
 * Everything else falls back to the widget's own text or the theme's colour.
 */
export function merchantLook(uiConfig: Partial<UiConfig> | undefined): MerchantLook {
  const look: MerchantLook = { colors: {} };
  const set = (key: Exclude<keyof MerchantLook, 'colors'>, value: unknown) => {
    if (typeof value === 'string' && value.trim()) look[key] = value.trim();
  };
  set('header', uiConfig?.widget?.header);
  set('description', uiConfig?.widget?.description);
  set('bottomLine', uiConfig?.widget?.bottomLine);
  set('announcement', uiConfig?.announcement?.text);
  set('collapsedText', uiConfig?.collapsed?.text);
  if (isPictureUrl(uiConfig?.collapsed?.avatar)) look.collapsedAvatar = uiConfig?.collapsed?.avatar;
  const heading = themed(uiConfig?.colors?.text?.heading);
  const body = themed(uiConfig?.colors?.text?.body);
  if (heading) look.colors.heading = heading;
  if (body) look.colors.body = body;
  return look;
}

function themed(color: unknown): ThemedColor | undefined {
  if (typeof color !== 'string') return undefined;
  const dark = isDarkColor(color);
  return dark === null ? undefined : { color, theme: dark ? 'light' : 'dark' };
}

function isPictureUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.protocol === 'https:' || (url.protocol === 'http:' && local);
  } catch {
    return false;
  }
}
