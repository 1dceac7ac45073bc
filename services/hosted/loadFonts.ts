import { FONT_FAMILY, FONT_FILES, FONTS_DIR } from '../../contract/fonts';
import { HOSTED_PATHS } from '../../contract/hostedPages';

/** What decides where, and whether, the page's fonts come from. */
export interface FontPlace {
  /** The page's address (`location.href`). */
  href: string;
  inIframe: boolean;
  /** The `noFonts` URL flag (LaunchParams.fontsOff). */
  fontsOff: boolean;
}

/**
 * spec §2: fonts load only over https, from the auth path when the page is framed and from the
 * page's own directory otherwise; `?noFonts=true` turns them off. Null when they do not load.
 */
export function fontsBaseUrl({ href, inIframe, fontsOff }: FontPlace): string | null {
  const url = new URL(href);
  if (url.protocol !== 'https:' || fontsOff) return null;
  return new URL(inIframe ? `${HOSTED_PATHS.authFlow}/${FONTS_DIR}/` : `${FONTS_DIR}/`, url).href;
}

/** The `@font-face` rules: `font-display: swap`, so text shows at once in the system font. */
export function fontFaceCss(baseUrl: string): string {
  return FONT_FILES.map(
    ({ file, unicodeRange }) =>
      `@font-face{font-family:"${FONT_FAMILY}";font-style:normal;font-weight:100 900;font-display:swap;` +
      `src:url("${new URL(file, baseUrl).href}") format("woff2");unicode-range:${unicodeRange}}`,
  ).join('\n');
}

/**
 * spec §2 root screen "on start it loads fonts": declares the faces in the document and puts the
 * family first in the widget's font stack (`--sesame-font`, which crosses shadow roots). The
 * browser fetches a file only when the page's text uses its range. False when fonts do not load.
 */
export function loadFonts(place: FontPlace, doc: Document = document): boolean {
  const baseUrl = fontsBaseUrl(place);
  if (!baseUrl) return false;
  const style = doc.createElement('style');
  style.textContent = fontFaceCss(baseUrl);
  doc.head.append(style);
  doc.documentElement.style.setProperty('--sesame-font', `"${FONT_FAMILY}", system-ui, sans-serif`);
  return true;
}
