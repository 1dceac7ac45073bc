import { DEFAULT_THEME_COLOR, FLOATER } from '../../services/contract/constants';
import { isDarkColor } from '../../state/isDarkColor';

/** Text on a coloured background: light on dark colours, dark on light ones (spec §5). */
export function textOn(background: string): string {
  return isDarkColor(background) ? '#ffffff' : '#0b1f10';
}

const dark = `
  --_bg: var(--sesame-bg, #17191e);
  --_surface: var(--sesame-surface, #21242b);
  --_text: var(--sesame-text, #e9ebee);
  --_link: var(--sesame-link, #8ab4f8);
  --_toast-bg: #f1f3f4;
  --_toast-text: #17191e;
  --_error: #f28b82;
  --_toast-icon: #c5221f;
  --_shadow: 0 16px 48px rgb(0 0 0 / 0.55), 0 2px 8px rgb(0 0 0 / 0.4);
  color-scheme: dark;
`;

/**
 * Design tokens on every element's root. Merchants set the public `--sesame-*` properties; the
 * private `--_*` ones follow them. Dark applies with `theme="dark"`, the configuration's DARK
 * theme, or (with no theme given) the visitor's `prefers-color-scheme`.
 */
export const tokensCss = `
:host { all: initial; display: contents; }
* { box-sizing: border-box; }
.sesame {
  --_primary: var(--sesame-primary, var(--_config-primary, ${DEFAULT_THEME_COLOR}));
  --_on-primary: var(--sesame-on-primary, var(--_config-on-primary, ${textOn(DEFAULT_THEME_COLOR)}));
  --_bg: var(--sesame-bg, #ffffff);
  --_surface: var(--sesame-surface, #f4f5f7);
  --_text: var(--sesame-text, #1d2128);
  --_link: var(--sesame-link, #1a56db);
  --_toast-bg: #23262d;
  --_toast-text: #ffffff;
  --_error: #c5221f;
  --_toast-icon: #f28b82;
  --_shadow: 0 12px 40px rgb(0 0 0 / 0.16), 0 2px 8px rgb(0 0 0 / 0.08);
  --_muted: color-mix(in srgb, var(--_text) 68%, var(--_bg));
  --_line: color-mix(in srgb, var(--_text) 16%, var(--_bg));
  --_hover: color-mix(in srgb, var(--_text) 5%, var(--_bg));
  --_radius: var(--sesame-radius, ${FLOATER.radiusPx}px);
  --_font: var(--sesame-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
  color-scheme: light;
  color: var(--_text);
  font: 400 15px/1.45 var(--_font);
  -webkit-font-smoothing: antialiased;
  text-align: start;
}
.sesame[data-theme='dark'] { ${dark} }
@media (prefers-color-scheme: dark) { .sesame:not([data-theme]) { ${dark} } }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
