// What every benchmark script shares: the figures it reports, the build it measures and the browser it drives.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';

/** The middle run: benchmarks report medians of several runs (the machine is shared and noisy). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The 95th percentile: the value 95 % of the samples do not exceed. */
export const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
/** The 99th percentile, as the frame budgets name it. */
export const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];

/**
 * The machine's load while a bench ran, as every figure in docs/benchmarks.md states it: call at the start, and the
 * returned function gives "2026-12-07, load average 1.2 → 2.3 on 2 cores" at the end.
 */
export function machineLoad() {
  const atStart = loadavg()[0];
  return () =>
    `${new Date().toISOString().slice(0, 10)}, load average ${atStart.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
}

/** Builds the studio into `buildDir` when it holds no built server and client (BUILD_DIR picks another build). */
export function ensureBuilt(root, buildDir) {
  if (existsSync(join(buildDir, 'server/main.js')) && existsSync(join(buildDir, 'client/index.html'))) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } });
}

/** Debian's headless Chromium, with nothing of its own running beside the page (no sync, updates or QUIC). */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Every page of `context` records, as `window.__benchPaintedAt`, the time of the frame after the drawing `selector`
 * names first shows (the canvas and the task map mark their SVG with data-painted in the commit that draws the layout).
 */
export function recordPainted(context, selector = 'svg[data-painted]') {
  return context.addInitScript((drawn) => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector(drawn)) return;
      seen.disconnect();
      requestAnimationFrame(() => (window.__benchPaintedAt = performance.now()));
    });
    seen.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-painted'] });
  }, selector);
}

/**
 * The p99 latency of `runs` 5-second runs of 10 connections asking GET `path` (after a 2-second warm-up), as a client
 * meets it through the API. `fresh(n)` gives every request a path of its own (a term never asked before), so no kept
 * answer serves it. A run with an answer that is not 2xx, an error or a time-out throws.
 */
export async function latencyP99s({ base, path, headers, runs, fresh }) {
  const { default: autocannon } = await import('autocannon');
  const url = `${base}/api${path}`;
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`${path} answered ${check.status}: ${await check.text()}`);
  let n = 0;
  const requests = fresh ? [{ setupRequest: (req) => ({ ...req, path: `/api${fresh(n++)}` }) }] : undefined;
  await autocannon({ url, connections: 10, duration: 2, headers, requests });
  const p99s = [];
  for (let i = 0; i < runs; i++) {
    const r = await autocannon({ url, connections: 10, duration: 5, headers, requests });
    if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)
      throw new Error(`${path}: ${r.non2xx} answers not 2xx, ${r.errors} errors, ${r.timeouts} time-outs`);
    p99s.push(r.latency.p99);
  }
  return p99s;
}

/**
 * A bench's database: none for SQLite (the server's own file), or a PostgreSQL database of its own on `server`
 * (BENCH_DATABASE_URL, default the local server), made empty now; `drop()` removes it.
 */
export async function benchDatabase(
  engine,
  name,
  server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
) {
  if (engine !== 'postgres') return { url: '', drop: async () => {} };
  const database = `${name}_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}
