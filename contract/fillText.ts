/**
 * Fills `{key}` placeholders in a text (the host's channel texts, the widget's catalogues, the
 * headless texts, share links); a placeholder without a value stays as written.
 */
export function fillText(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
