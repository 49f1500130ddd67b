import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { precompressFolder } from '#scripts/lib/precompress.ts';
import {
  addLongGoals,
  createTestApp,
  dbKind,
  describeWithDb,
  signInTestUser,
  type TestContext,
} from '#test/server/test-app.ts';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(2_000))};\n`;
const page = `<!doctype html><html><head><title>Momentum</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;

describeWithDb(`serving the built client (${dbKind})`, () => {
  let ctx: TestContext;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'momentum-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), page);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
    await precompressFolder(dist);
    ctx = await createTestApp({ clientDistDir: dist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('serves the brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('serves gzip to a gzip-only client and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a missing asset or source map with 404, never with the app', async () => {
    for (const url of ['/assets/missing-123.js', '/assets/index-abc123.js.map', '/favicon.png']) {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/html/);
    }
  });

  it('serves a real robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
  });

  it('answers a page navigation with index.html: compressed, revalidated, with its CSP', async () => {
    const response = await get('/summary', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  it('compresses a large API answer but keeps the HTML-only headers off JSON', async () => {
    const user = await signInTestUser();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: user.headers,
      payload: { email: user.email, displayName: null },
    });
    // One goal's answer is small: it fits TCP's first round trip, so it goes out as it is.
    const goals = async () => get('/api/outcomes', { ...user.headers, 'accept-encoding': 'gzip' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: user.headers,
      payload: { title: 'A first goal' },
    });
    const one = await goals();
    expect(one.headers['content-encoding']).toBeUndefined();
    expect(one.json<{ goals: unknown[] }>().goals).toHaveLength(1);
    await addLongGoals(ctx.app, user, 1, 40);
    const response = await goals();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).goals).toHaveLength(40);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();

    const small = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
