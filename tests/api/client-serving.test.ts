import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type TestStudio } from './support/studio';

let s: TestStudio;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'studio-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Studio</title>');
  writeFileSync(join(clientDir, 'assets', 'app-123.js'), 'console.log(1)');
  s = await startStudio({ clientDir });
});
afterAll(async () => {
  await s.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('serving the built client', () => {
  it('answers every client route with index.html, uncached, so the client router decides', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/build/callflow/12',
      '/reset/password?email=a%40studio.test&token=x.y',
      '/reset/password?token=x&email=ac.viewer@studio.test',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Studio</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built assets as immutable, and a missing one as 404 rather than HTML', async () => {
    const asset = await get('/assets/app-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await get('/assets/app-old.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});
