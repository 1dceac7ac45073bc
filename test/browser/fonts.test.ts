import { expect } from 'chai';
import { FONT_FAMILY, FONT_FILES } from '../../contract/fonts';
import { loadFonts } from '../../services/hosted/loadFonts';
import { describe, it } from './support/mocha';

/**
 * spec §2 root screen: the faces the hosted page declares load in Chromium from the files the
 * build copies (served here from the package), and each file only when text needs its range.
 */
describe('hosted page fonts', () => {
  it('are not declared on a page served over http', () => {
    expect(loadFonts({ href: 'http://auth.shop.test/auth', inIframe: true, fontsOff: false })).to.equal(
      false,
    );
  });

  it('load the Latin file for Latin text and the Cyrillic one only for Cyrillic text', async () => {
    const doc = document.implementation.createHTMLDocument('fonts');
    // The test page is http; a https base is what the rule asks for, so read the rule's CSS here.
    expect(
      loadFonts({ href: 'https://auth.shop.test/auth?appId=a', inIframe: true, fontsOff: false }, doc),
    ).to.equal(true);
    const declared = doc.head.querySelector('style')?.textContent ?? '';
    expect(declared).to.contain('https://auth.shop.test/auth/fonts/');
    expect(doc.documentElement.style.getPropertyValue('--sesame-font')).to.contain(FONT_FAMILY);

    const served = `${location.origin}/node_modules/@fontsource-variable/inter/files/`;
    const style = document.createElement('style');
    style.textContent = declared.replaceAll('https://auth.shop.test/auth/fonts/', served);
    document.head.append(style);
    const faces = () => [...document.fonts].filter((face) => face.family.replaceAll('"', '') === FONT_FAMILY);
    expect(faces()).to.have.length(FONT_FILES.length);

    await document.fonts.load(`400 16px "${FONT_FAMILY}"`, 'Sign in');
    const loaded = () => faces().filter((face) => face.status === 'loaded').length;
    expect(loaded()).to.equal(1);
    expect(faces().every((face) => face.display === 'swap')).to.equal(true);

    await document.fonts.load(`700 16px "${FONT_FAMILY}"`, 'Войти');
    expect(loaded()).to.equal(2);
    style.remove();
  });
});
