import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { en } from '../../../contract/i18n/en';
import { pt } from '../../../contract/i18n/pt';
import { API } from '../../../contract/paths';
import type { AttributeCheck } from './attributeChecks';
import { openFrame, waitFor } from './frame';
import { leafTexts, part } from './parts';

type Attributes = Record<string, string>;

/** spec §7 default parameters: every call names the app the attribute gives. */
export function appIdCheck(tag: string): AttributeCheck {
  return hostParamCheck(tag, { 'app-id': 'shop-42' }, 'appId', 'shop-42');
}

/** The attribute's value reaches the provider host as a parameter of every call (spec §7). */
export function hostParamCheck(
  tag: string,
  attributes: Attributes,
  param: string,
  value: string,
): AttributeCheck {
  return async () => {
    const frame = await openFrame();
    await frame.mount(tag, { 'app-id': 'demo', ...attributes });
    await waitFor(() => frame.host.calls(API.merchantConfig)[0], 'the configuration call');
    for (const call of frame.host.requests)
      expect(call.params[param], `${param} of ${call.path}`).to.equal(value);
    frame.close();
  };
}

/**
 * The messages that read differently in Portuguese, as patterns over a whole piece of text
 * (`{name}` placeholders match anything): proof of the language shown. Messages with too little
 * fixed text to tell apart are left out.
 */
const translated = (Object.keys(en) as Array<keyof typeof en>)
  .filter((id) => en[id] !== pt[id] && en[id].replace(/\{\w+\}/g, '').trim().length >= 4)
  .map((id) => ({ en: pattern(en[id]), pt: pattern(pt[id]) }));

function pattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '.+')}$`);
}

/**
 * spec §9: with `locale="pt"` the element's texts come from the Portuguese catalogue (loaded
 * lazily) and none is left in English; elements that call the host tell it the locale too.
 */
export function localeCheck(tag: string, base: Attributes = {}): AttributeCheck {
  return async () => {
    const frame = await openFrame();
    const element = await frame.mount(tag, { ...base, locale: 'pt' });
    const inPortuguese = (text: string) => translated.some((message) => message.pt.test(text));
    const inEnglish = (text: string) =>
      translated.some((message) => message.en.test(text) && !message.pt.test(text));
    await waitFor(() => leafTexts(element).some(inPortuguese), `<${tag}> in Portuguese`);
    expect(leafTexts(element).filter(inEnglish)).to.deep.equal([]);
    for (const call of frame.host.requests)
      expect(call.params.locale, `locale of ${call.path}`).to.equal('pt');
    frame.close();
  };
}

/**
 * The attribute wins over the page's colour scheme, which decides without it. `surface` is the
 * part whose background shows the theme.
 */
export function themeCheck(tag: string, surface: string, base: Attributes = {}): AttributeCheck {
  return async () => {
    try {
      for (const [scheme, theme, expected] of [
        ['dark', 'light', 'light'],
        ['light', 'dark', 'dark'],
        ['dark', undefined, 'dark'],
      ] as const) {
        await emulateMedia({ colorScheme: scheme });
        const frame = await openFrame();
        const element = await frame.mount(tag, { ...base, ...(theme ? { theme } : {}) });
        const painted = await waitFor(() => part(element, surface), `the ${surface} part of <${tag}>`);
        const shade =
          luminance(frame.window.getComputedStyle(painted).backgroundColor) > 0.5 ? 'light' : 'dark';
        expect(shade, `theme=${theme ?? '(none)'} on a ${scheme} page`).to.equal(expected);
        frame.close();
      }
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  };
}

/** Relative luminance (0 black … 1 white) of a computed `rgb()`/`rgba()` colour. */
export function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
