import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type TestStudio } from './support/studio';

let s: TestStudio;
beforeAll(async () => {
  s = await startStudio();
});
afterAll(() => s.close());

describe('shell support', () => {
  it('answers health with the engine in use', async () => {
    const res = await s.call('GET', '/health');
    expect(res.json().data).toMatchObject({
      status: 'ok',
      database: process.env.STUDIO_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite',
    });
  });

  it('sends security headers', async () => {
    const res = await s.call('GET', '/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // Uploaded audio previews play from blob: URLs; nothing from other origins.
    expect(res.headers['content-security-policy']).toContain("media-src 'self' blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('makes the signing secret on first start, in the data folder, and keeps it', async () => {
    const file = join(s.config.dataDir, 'signing-secret');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(s.config.signingSecret);
    expect(s.config.signingSecret.length).toBeGreaterThanOrEqual(48);
  });

  it('serves translations per locale and 404 for an unsupported one', async () => {
    const en = await s.call('GET', '/lang/en');
    expect(en.statusCode).toBe(200);
    expect(en.json().data.locale).toBe('en');
    expect((await s.call('GET', '/lang/xx')).statusCode).toBe(404);
  });

  it("merges the node types' labels from their plugin folders into the flow namespace of every locale", async () => {
    const flowOf = async (locale: string) => (await s.call('GET', `/lang/${locale}`)).json().data.translations.flow;
    expect((await flowOf('en')).nodes.prompt).toEqual({ label: 'Prompt' });
    expect((await flowOf('de')).nodes.menu).toEqual({ label: 'Menü' });
    expect(Object.keys((await flowOf('pt-BR')).nodes)).toHaveLength(57);
    // The namespace's own tables are still there.
    expect((await flowOf('fr')).groups.Voice).toBeTruthy();
  });

  it("serves the locale configuration without 'it' among the client locales", async () => {
    const data = (await s.call('GET', '/locale-config')).json().data;
    expect(data.locales).toEqual(['en', 'de', 'fr', 'fr-CA', 'es', 'it', 'pt-BR']);
    expect(data.client_locales).not.toContain('it');
    expect(data.default).toBe('en');
  });

  it('lists IANA time zones including UTC', async () => {
    const zones = (await s.call('GET', '/util/timezones')).json().data as string[];
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Berlin');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await s.call('GET', '/no/such/path');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The requested item was not found.', errors: [] });
  });

  it('requires a session for everything that is not public', async () => {
    for (const path of ['/auth/me', '/dashboard/stats', '/auth/enabled-features', '/dashboard/announcements/latest']) {
      expect((await s.call('GET', path)).statusCode).toBe(401);
    }
  });

  it('serves the latest announcement and the OpenAPI document', async () => {
    const token = await s.login('ac.viewer@studio.test');
    expect((await s.call('GET', '/dashboard/announcements/latest', { token })).json().data.title).toBe('Welcome to Studio');
    const doc = (await s.call('GET', '/docs')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/auth/login');
  });
});
