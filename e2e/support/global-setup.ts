import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One studio server per worker, each with its own fresh demo data (e2e/support/server.ts picks a worker's). */
    servers: { baseUrl: string; dataDir: string }[];
    /** The one Chromium of the run, which each file's launchBrowser connects to ('' when E2E_BROWSER_PER_FILE=1). */
    browserWsEndpoint: string;
  }
}

const root = process.cwd();
// BUILD_DIR runs the tests against a build somewhere other than dist/ (as scripts/build.mjs writes it).
const buildDir = process.env.BUILD_DIR ?? 'dist';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${log()}`);
}

interface Started {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the real server on a free port with fresh demo data; resolves once it answers /api/health. */
async function startServer(): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  let output = '';
  const server = spawn(process.execPath, [join(buildDir, 'server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'demo',
      HOST: '127.0.0.1',
      ENGINE_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
      CLIENT_DIR: join(buildDir, 'client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += String(d)));
  server.stderr?.on('data', (d) => (output += String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, dataDir, stop };
}

/**
 * Builds the app when needed and starts one server per worker (the run's maxWorkers), each with fresh demo data, so
 * that two files running side by side never share data; and one Chromium for the whole run. Stops them afterwards.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, buildDir, 'server/main.js')) || !existsSync(join(root, buildDir, 'client/index.html'))) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (build.status !== 0) throw new Error('The build failed.');
  }
  // The run's worker count (--maxWorkers, or the config's): a project's own config leaves it unset.
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startServer()));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopServers = () => Promise.all(servers.map((s) => s.stop()));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopServers();
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  // One Chromium for the whole run, started beside the servers: files connect to it instead of launching their own.
  let browserServer: BrowserServer | undefined;
  if (process.env.E2E_BROWSER_PER_FILE !== '1') {
    try {
      browserServer = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
    } catch (e) {
      await stopServers();
      throw e;
    }
  }
  project.provide('browserWsEndpoint', browserServer?.wsEndpoint() ?? '');

  return async () => {
    await browserServer?.close();
    await stopServers();
  };
}
