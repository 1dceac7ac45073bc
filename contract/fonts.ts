/**
 * spec §2 root screen: the hosted pages' own font. The build copies these files from
 * @fontsource-variable/inter (OFL-1.1) to `dist/fonts/` (build/fontFiles.ts); the host serves them
 * at `/fonts/…` and, for framed pages, at `/auth/fonts/…` (server/routes/staticRoutes.ts); the page
 * declares them (services/hosted/loadFonts.ts). Each face covers a Unicode range, so a page
 * fetches only the files its text needs; scripts Inter does not draw keep the system font.
 */
export const FONT_FAMILY = 'Sesame Inter';

/** The folder of the font files, under the page's directory or under the auth path. */
export const FONTS_DIR = 'fonts';

export interface FontFile {
  /** The file name, the same in @fontsource-variable/inter/files/ and in dist/fonts/. */
  file: string;
  /** The CSS `unicode-range` the file covers (from the package's wght.css). */
  unicodeRange: string;
}

/** The subsets our languages use (contract/i18n/locales.ts): Latin, Latin Extended, Cyrillic. */
export const FONT_FILES: readonly FontFile[] = [
  {
    file: 'inter-latin-wght-normal.woff2',
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    file: 'inter-latin-ext-wght-normal.woff2',
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    file: 'inter-cyrillic-wght-normal.woff2',
    unicodeRange: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  },
];
