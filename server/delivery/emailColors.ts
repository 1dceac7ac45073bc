import { DEFAULT_THEME_COLOR } from '../../contract/constants';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#000000';

/** The merchant's colour in an email, and the text that reads on it. */
export interface EmailColors {
  /** The app's primary colour (`uiConfig.colors.primary`), else the default theme colour. */
  primary: string;
  /** White or black, whichever contrasts more with `primary`: never below 4.58:1 (WCAG AA). */
  onPrimary: string;
}

/** The colours of the email's button for an app's primary colour (anything but hex: the default). */
export function emailColors(primary: string | undefined): EmailColors {
  const colour = primary && HEX.test(primary.trim()) ? primary.trim().toLowerCase() : DEFAULT_THEME_COLOR;
  const onPrimary = contrast(colour, LIGHT_TEXT) >= contrast(colour, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
  return { primary: colour, onPrimary };
}

/** WCAG 2 contrast ratio of two hex colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2 relative luminance of a hex colour. */
function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
