/**
 * Which sources a built file holds, and how many of its bytes each one accounts for, read from
 * its source map (v3): the size report names what a budget overrun is made of.
 */
export interface SourceMapV3 {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one segment of base64 VLQ numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Bytes of `code` per source index: each mapped segment owns the text up to the next segment on
 * its line. Unmapped text (the bundler's glue) is counted under -1.
 */
export function bytesPerSource(code: string, map: SourceMapV3): Map<number, number> {
  const shares = new Map<number, number>();
  const add = (source: number, bytes: number) => shares.set(source, (shares.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, index) => {
    const lineBytes = Buffer.byteLength(line) + (index < lines.length - 1 ? 1 : 0);
    const segments = (mappingLines[index] ?? '').split(',').filter(Boolean);
    let column = 0;
    const starts: Array<{ column: number; source: number }> = [];
    for (const segment of segments) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) {
        source += sourceDelta;
        starts.push({ column, source });
      } else {
        starts.push({ column, source: -1 });
      }
    }
    if (starts.length === 0) {
      add(-1, lineBytes);
      return;
    }
    add(-1, Buffer.byteLength(line.slice(0, starts[0]!.column)));
    starts.forEach((start, i) => {
      const end = i + 1 < starts.length ? starts[i + 1]!.column : line.length;
      add(start.source, Buffer.byteLength(line.slice(start.column, end)));
    });
    if (index < lines.length - 1) add(-1, 1);
  });
  return shares;
}

/** Groups a source path: a package under node_modules, else its top folder (`widgets`, `state`…). */
export function groupOf(source: string): string {
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packaged) return packaged[1]!;
  return source.replace(/^(\.\.\/)+/, '').split('/')[0] ?? source;
}
