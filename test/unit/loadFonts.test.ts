import { describe, expect, it } from 'vitest';
import { FONT_FILES } from '../../contract/fonts';
import { fontFaceCss, fontsBaseUrl } from '../../services/hosted/loadFonts';
import { parseLaunchParams } from '../../state/rules/launchParams';

/** spec §2 root screen: where the hosted page's fonts come from, and when they do not load. */
describe('hosted page fonts', () => {
  const place = (href: string, inIframe = false) => ({
    href,
    inIframe,
    fontsOff: parseLaunchParams(new URL(href).search).fontsOff,
  });

  it('come from the page’s own directory on a page of its own', () => {
    expect(fontsBaseUrl(place('https://auth.shop.test/loginPage.html?appId=a'))).toBe(
      'https://auth.shop.test/fonts/',
    );
  });

  it('come from the auth path when the page is framed', () => {
    expect(fontsBaseUrl(place('https://auth.shop.test/auth?appId=a', true))).toBe(
      'https://auth.shop.test/auth/fonts/',
    );
  });

  it('load only over https', () => {
    expect(fontsBaseUrl(place('http://auth.shop.test/loginPage.html?appId=a'))).toBeNull();
    expect(fontsBaseUrl(place('http://localhost:8080/auth?appId=a', true))).toBeNull();
  });

  it('stay off with the noFonts flag', () => {
    expect(fontsBaseUrl(place('https://auth.shop.test/loginPage.html?appId=a&noFonts=true'))).toBeNull();
    expect(fontsBaseUrl(place('https://auth.shop.test/auth?noFonts=1', true))).toBeNull();
    expect(fontsBaseUrl(place('https://auth.shop.test/auth?noFonts=false', true))).not.toBeNull();
  });

  it('declare every file with font-display swap and its Unicode range', () => {
    const css = fontFaceCss('https://auth.shop.test/fonts/');
    for (const { file, unicodeRange } of FONT_FILES) {
      expect(css).toContain(`url("https://auth.shop.test/fonts/${file}") format("woff2")`);
      expect(css).toContain(`unicode-range:${unicodeRange}`);
    }
    expect(css.match(/font-display:swap/g)).toHaveLength(FONT_FILES.length);
  });
});
