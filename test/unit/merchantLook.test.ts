import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UiConfig } from '../../contract/wire';
import { defaultUiConfig } from '../../server/apps/defaultConfig';
import { entryIdentifiers } from '../../state/rules/entryIdentifiers';
import { merchantLook } from '../../state/rules/merchantLook';
import { CollapsedFloater } from '../../widgets/CollapsedFloater';
import { Header } from '../../widgets/Header';

const ui = (edit: (config: UiConfig) => void): UiConfig => {
  const config = defaultUiConfig('Shop');
  edit(config);
  return config;
};

/** docs/widget.md "The merchant's texts": the app's setting first, the widget's own text otherwise. */
describe('the merchant look the widget draws', () => {
  it('takes each text the app set, trimmed, and nothing for a blank or missing one', () => {
    const look = merchantLook(
      ui((c) => {
        c.widget.header = ' Welcome back ';
        c.widget.description = 'Members get free delivery';
        c.widget.bottomLine = '   ';
        c.announcement = { text: 'Sign in for 10% off' };
        c.collapsed.text = 'Members';
      }),
    );
    expect(look).toMatchObject({
      header: 'Welcome back',
      description: 'Members get free delivery',
      announcement: 'Sign in for 10% off',
      collapsedText: 'Members',
    });
    expect(look.bottomLine).toBeUndefined();
    expect(merchantLook(undefined)).toEqual({ colors: {} });
    expect(merchantLook(defaultUiConfig('Shop'))).toEqual({ colors: {} });
  });

  it('keeps a text colour for the theme it reads on (spec §5 darkness) and refuses anything but hex', () => {
    const look = merchantLook(
      ui((c) => {
        c.colors.text = { heading: '#102030', body: '#eee' };
      }),
    );
    expect(look.colors).toEqual({
      heading: { color: '#102030', theme: 'light' },
      body: { color: '#eee', theme: 'dark' },
    });
    const bad = merchantLook(ui((c) => (c.colors.text = { heading: 'red', body: 'url(x)' })));
    expect(bad.colors).toEqual({});
  });

  it('shows the collapsed picture only from an https address (http on localhost)', () => {
    const avatar = (url: string) => merchantLook(ui((c) => (c.collapsed.avatar = url))).collapsedAvatar;
    expect(avatar('https://cdn.example/me.gif')).toBe('https://cdn.example/me.gif');
    expect(avatar('http://localhost:3000/me.png')).toBe('http://localhost:3000/me.png');
    expect(avatar('http://cdn.example/me.gif')).toBeUndefined();
    expect(avatar('javascript:alert(1)')).toBeUndefined();
  });

  it('draws the header title and description when set, the built-in title otherwise', () => {
    const set = renderToStaticMarkup(
      createElement(Header, { merchantName: 'Shop', title: 'Welcome back', description: 'Free delivery' }),
    );
    expect(set).toContain('Welcome back</h2>');
    expect(set).toContain('part="description">Free delivery</p>');
    const unset = renderToStaticMarkup(createElement(Header, { merchantName: 'Shop' }));
    expect(unset).toContain('Sign in to');
    expect(unset).not.toContain('part="description"');
  });

  it('labels the collapsed floater with the app’s text, else “Sign in”', () => {
    const own = renderToStaticMarkup(
      createElement(CollapsedFloater, {
        text: 'Members',
        avatar: 'https://cdn.example/a.gif',
        onExpand() {},
      }),
    );
    expect(own).toContain('<span class="collapsed-text">Members</span>');
    expect(own).toContain('src="https://cdn.example/a.gif"');
    expect(renderToStaticMarkup(createElement(CollapsedFloater, { onExpand() {} }))).toContain(
      '<span class="collapsed-text">Sign in</span>',
    );
  });
});

type Config = NonNullable<Parameters<typeof entryIdentifiers>[0]>;
const both = (mandatory: ('EMAIL' | 'MOBILE')[]) =>
  ({
    channel: 'EMAIL_LOGIN',
    mobileChannel: 'MOBILE_LOGIN',
    channelConfig: (['EMAIL', 'MOBILE'] as const).map((type) => ({
      identifierType: type,
      verified: false,
      mandatory: mandatory.includes(type),
      channel: [],
    })),
  }) as unknown as Config;

/** spec §4 mandatory identifiers on the first screen. */
describe('the entry field asks first for the one mandatory identifier', () => {
  it('asks for the mandatory type when the app offers both and requires one', () => {
    expect(entryIdentifiers(both(['MOBILE']))).toBe('phone');
    expect(entryIdentifiers(both(['EMAIL']))).toBe('email');
    expect(entryIdentifiers(both([]))).toBe('both');
    expect(entryIdentifiers(both(['EMAIL', 'MOBILE']))).toBe('both');
  });

  it('asks for the identifier still to verify on the next step', () => {
    expect(entryIdentifiers(both(['EMAIL', 'MOBILE']), 'MOBILE')).toBe('phone');
    expect(entryIdentifiers(both(['EMAIL', 'MOBILE']), 'EMAIL')).toBe('email');
  });
});
