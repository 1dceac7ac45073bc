import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productSources } from '../support/productSources';

const DIR = 'widgets/styles';
const SHEETS = readdirSync(DIR)
  .filter((name) => name.endsWith('.css'))
  .sort();
const read = (name: string) => readFileSync(join(DIR, name), 'utf8');
/** Lines as an editor numbers them: a final newline does not start another. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** A declaration that names a physical side: it would not mirror right to left. */
const PHYSICAL =
  /(?:^|[\s;{])(?:left|right|(?:margin|padding|border|inset)-(?:left|right)(?:-\w+)?|border-(?:top|bottom)-(?:left|right)-radius)\s*:|float\s*:\s*(?:left|right)|text-align\s*:\s*(?:left|right)|clear\s*:\s*(?:left|right)/;
/** The one exception: the floater's place on the page (docs/languages.md "Right to left"). */
const PAGE_CORNER = '/* page corner */';

/** Declarations (one per line, as the formatter writes them), trimmed. */
const declarations = (css: string) =>
  css
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[-\w]+\s*:.*;/.test(line));

/**
 * The widget's style sheets (widgets/styles/*.css): small, each named after what it styles and
 * imported, laid out with logical properties so Arabic and Urdu mirror, and no rule written twice.
 */
describe('the widget’s style sheets', () => {
  it('keeps each sheet to 200 lines or fewer', () => {
    const long = SHEETS.filter((name) => lineCount(read(name)) > 200);
    expect(long).toEqual([]);
  });

  it('imports every sheet (?inline) from the widget', () => {
    const imports = productSources('widgets')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const orphans = SHEETS.filter((name) => !imports.includes(`${name}?inline'`));
    expect(orphans).toEqual([]);
  });

  it('uses logical properties, physical ones only for the floater’s corner of the page', () => {
    const physical = SHEETS.flatMap((name) =>
      read(name)
        .split('\n')
        .map((line, i) => ({ at: `${name}:${i + 1}`, line }))
        .filter(({ line }) => PHYSICAL.test(line) && !line.includes(PAGE_CORNER))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(physical).toEqual([]);
    const corner = SHEETS.filter((name) => read(name).includes(PAGE_CORNER));
    expect(corner).toEqual(['floater.css']);
  });

  it('finds the physical declarations it looks for', () => {
    for (const line of ['  right: 0;', '  margin-left: 4px;', '  float: right;', '  text-align: left;'])
      expect(PHYSICAL.test(line), line).toBe(true);
    for (const line of [
      '  inset-inline-end: 0;',
      '  float: inline-end;',
      '  text-align: start;',
      '  --_floater-right: 1px;',
    ])
      expect(PHYSICAL.test(line), line).toBe(false);
  });

  it('writes no run of six declarations in two sheets', () => {
    // The field and the channel button once did; five in a row (centring a grid) is common enough.
    const RUN = 6;
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const name of SHEETS) {
      const lines = declarations(read(name));
      for (let i = 0; i + RUN <= lines.length; i++) {
        const run = lines.slice(i, i + RUN).join('\n');
        const first = seen.get(run);
        if (first && !first.startsWith(`${name}:`)) repeated.push(`${first} and ${name}: ${lines[i]} …`);
        else seen.set(run, `${name}:${i}`);
      }
    }
    expect(repeated).toEqual([]);
  });
});
