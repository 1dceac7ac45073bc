/**
 * Markup that is already safe to put in a page: what `html` returns, or what `raw` vouches for.
 * The class is not exported, so a plain string can never pass for one.
 */
class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}
export type Html = SafeHtml;

/** A value a template may hold: text (escaped), markup, a list of either, or nothing. */
export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

/** Text for an element's content or a quoted attribute value (as numeric character references). */
function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeText(String(value));
}

/**
 * The host's one way to write a page: every interpolation is escaped unless it is itself `html`
 * (or `raw`). Attribute values must be quoted in the template (`href="${url}"`). The host renders
 * on the server, where lit-html does not render, so this is a few lines instead.
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

/** Markup the caller vouches for: a fixed stylesheet, or JSON made inert by `scriptJson`. */
export function raw(markup: string): Html {
  return new SafeHtml(markup);
}

/** JSON inside `<script>`: nothing in it can close the element, open a comment or end a line. */
export function scriptJson(value: unknown): Html {
  return new SafeHtml(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}
