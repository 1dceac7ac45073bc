import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_FILES } from '../../contract/fonts';
import { type Host, startHost } from '../support/startHost';

const LATIN = FONT_FILES[0] as (typeof FONT_FILES)[number];
const fontSource = join('node_modules/@fontsource-variable/inter/files', LATIN.file);

/**
 * The built widget on the wire: the brotli or gzip copy the build wrote beside each file is sent
 * to a browser that accepts it, with the headers caches need, and hashed chunks are immutable.
 */
describe('static files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'sesame-dist-'));
  const entry = `export const x = ${JSON.stringify('widget '.repeat(200))};\n`;
  const chunk = `export const y = ${JSON.stringify('chunk '.repeat(200))};\n`;
  let host: Host;

  beforeAll(async () => {
    mkdirSync(join(dist, 'chunks'));
    mkdirSync(join(dist, 'demo'));
    mkdirSync(join(dist, 'fonts'));
    copyFileSync(fontSource, join(dist, 'fonts', LATIN.file));
    for (const [file, text] of [
      ['elements.js', entry],
      ['chunks/widget-AbCd1234.js', chunk],
      ['demo/index.html', '<!doctype html><title>shop</title>'],
    ] as const) {
      writeFileSync(join(dist, file), text);
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
    }
    host = await startHost({ env: { SESAME_DIST: dist }, serveStatic: true, listen: false });
  });
  afterAll(async () => {
    await host.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    host.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli copy to a browser that accepts it, with Vary and an ETag', async () => {
    const res = await get('/elements.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(entry);
    expect(res.rawPayload.length).toBeLessThan(entry.length / 4);
  });

  it('sends gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    const gz = await get('/chunks/widget-AbCd1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/chunks/widget-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('answers a repeated request with its ETag by 304', async () => {
    const first = await get('/elements.js', 'br');
    const again = await host.app.inject({
      method: 'GET',
      url: '/elements.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('caches hashed chunks for a year, entry scripts 5 minutes, and pages not without asking', async () => {
    expect((await get('/chunks/widget-AbCd1234.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/elements.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=300, must-revalidate',
    );
    const page = await get('/demo/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves the hosted pages’ fonts at /fonts/ and at the auth path, kept a week', async () => {
    const font = readFileSync(fontSource);
    for (const url of [`/fonts/${LATIN.file}`, `/auth/fonts/${LATIN.file}`]) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(res.rawPayload.equals(font)).toBe(true);
    }
  });

  it('answers a file the auth path does not serve with a 404 in the error shape', async () => {
    for (const url of ['/auth/fonts/elements.js', '/auth/fonts/..%2Felements.js', '/auth/fonts/nope.woff2']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ statusCode: 404, error: expect.any(String) });
    }
  });
});
