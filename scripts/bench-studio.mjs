// The built studio for the browser benchmarks: a server of its own on SQLite with the demo data, and the demo
// builder's API in their first account.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `<buildDir>/server/main.js` on a free-ish port of `portBase`…+800 and waits for /api/health: on SQLite, or on
 * `databaseUrl` (an empty PostgreSQL database), with `env` added to the server's environment and `nodeArgs` (such as
 * --cpu-prof) given to Node; in `dataDir` when given (a folder a stopped server left), else in a new one. `stop()`
 * removes the folder, `stop({ keepData: true })` leaves it for the next start.
 */
export async function startBuiltStudio({ root, buildDir, name, portBase, databaseUrl = '', env = {}, nodeArgs = [], dataDir: given }) {
  const dataDir = given ?? mkdtempSync(join(tmpdir(), `studio-bench-${name}-`));
  const port = portBase + Math.floor(Math.random() * 800);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...nodeArgs, join(buildDir, 'server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: join(buildDir, 'client'),
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async ({ keepData = false } = {}) => {
    await new Promise((r) => (server.exitCode !== null ? r() : (server.once('exit', r), server.kill('SIGTERM'))));
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 20) {
    if (waited > 30000) {
      await stop();
      throw new Error('the server did not answer in time');
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(20);
  }
  return { base, stop, dataDir, pid: server.pid };
}

/** Signs in as the demo builder; `call` answers `data` (or the whole answer) and throws on a failure. */
export async function builderApi(base) {
  const login = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ac.builder@studio.test', password: 'Studio-demo-1' }),
    })
  ).json();
  const mapping = login.data.user.account_mappings[0];
  const acId = mapping.accounts[0].ac_id;
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${login.data.token}`,
    'x-scope': 'ac',
    'x-scope-id': String(acId),
    'x-sp-id': String(mapping.sp_id),
  };
  const call = async (method, path, body, extra = {}) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data ?? json;
  };
  return { token: login.data.token, acId, spId: mapping.sp_id, call };
}
