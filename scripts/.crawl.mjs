import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
const port = 8126;
const server = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'cr-')), SEED: 'demo' }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) { try { if ((await fetch(base + '/api/health')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const email of (process.env.EMAILS ?? 'system,sp.admin,ac.builder').split(',')) {
  const { data } = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: email + '@studio.test', password: 'Studio-demo-1' }) })).json();
  const page = await browser.newPage();
  let here = '';
  page.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/api') && r.status() >= 400) console.log(email, here, r.request().method(), u.pathname + u.search, r.status()); });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.evaluate((token) => localStorage.setItem('studio.token', token), data.token);
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
  const links = await page.evaluate(() => [...new Set([...document.querySelectorAll('[href]')].map((a) => a.getAttribute('href')))]);
  for (const l of links) {
    if (!l || !l.startsWith('/')) continue;
    here = l;
    try { await page.goto(base + l, { waitUntil: 'networkidle', timeout: 20000 }); } catch (e) { console.log('timeout', l); }
  }
  console.log(email, 'visited', links.length);
  await page.close();
}
await browser.close();
server.kill();
