// What every benchmark script shares: the figures it reports, the build it measures and the browser it drives.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** The middle run: benchmarks report medians of several runs (the machine is shared and noisy). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The 95th percentile: the value 95 % of the samples do not exceed. */
export const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
/** The 99th percentile, as the frame budgets name it. */
export const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];

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
