import { describe, expect, it } from 'vitest';
import { html, raw, scriptJson } from '../../server/pages/html';

describe('html', () => {
  it('escapes every interpolated value, in text and in quoted attributes', () => {
    const name = `"><script>alert('x')</script>&`;
    expect(String(html`<p title="${name}">${name}</p>`)).toBe(
      '<p title="&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#38;">&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#38;</p>',
    );
  });

  it('inserts nested html and raw markup as they are, lists joined, and nothing for null, undefined or false', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(String(html`<ul>${items}</ul>${null}${undefined}${false}${raw('<hr>')}${0}`)).toBe(
      '<ul><li>a&#60;b</li><li>c</li></ul><hr>0',
    );
  });

  it('does not take a look-alike object for markup', () => {
    const fake = { markup: '<b>', toString: () => '<b>' } as never;
    expect(String(html`${fake}`)).toBe('&#60;b&#62;');
  });

  it('makes JSON inert inside a script element', () => {
    expect(String(scriptJson({ a: '</script><!--&', b: '\u2028' }))).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026","b":"\\u2028"}',
    );
  });
});
