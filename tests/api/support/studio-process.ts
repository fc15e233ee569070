import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '@server/db/index';
import { scopeHeaders, type Selection } from '@shared/access/scope';
import { bundleServer, root } from '../../../scripts/server-bundle.mjs';
import { demoPassword, testDatabase, type TestDatabase } from './test-database';

/**
 * A studio server as a child process of the test (what `npm start` runs: src/server/main.ts), on a data folder and a
 * database that outlive it, so a test can kill it with SIGKILL — no chance to close anything — and start another on
 * the same data. The server is bundled as the build bundles it (scripts/server-bundle.mjs), once per test process:
 * the tests do not depend on a full build.
 */
const cacheDir = join(root, 'node_modules', '.cache', 'studio-test');
let bundled: Promise<string> | null = null;

function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    mkdirSync(cacheDir, { recursive: true });
    const outfile = join(cacheDir, 'studio-server.mjs');
    // Written beside and renamed: another test process may be starting a server from the same file.
    const draft = join(cacheDir, `studio-server-${process.pid}.mjs`);
    await bundleServer({ entry: 'src/server/main.ts', outfile: draft });
    renameSync(draft, outfile);
    return outfile;
  })();
  return bundled;
}

/** Where a studio's data lives across its processes: a data folder (the SQLite file in it) or a PostgreSQL database of its own. */
export interface ServerData {
  dataDir: string;
  database: TestDatabase;
  /** The test's own connection to the same database, to look at what the servers stored. */
  readonly db: Db;
  /** Closes the test's connection, drops the database and removes the data folder. */
  remove(): Promise<void>;
}

/** A new data folder and, on PostgreSQL, a database of its own (testDatabase: a copy of the migrated template). */
export async function serverData(): Promise<ServerData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-process-'));
  const database = await testDatabase();
  let db: Db | null = null;
  let close = async () => {};
  return {
    dataDir,
    database,
    get db() {
      if (!db) {
        const handle = openDb({ url: database.databaseUrl ?? join(dataDir, 'studio.sqlite') });
        db = handle.db;
        close = () => handle.close();
      }
      return db;
    },
    async remove() {
      await close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A loopback port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The last of what the process wrote (its log at LOG_LEVEL warn), for a failing test's message. */
  output(): string;
  /** SIGKILL: the process ends at once, closing nothing; resolves once it has exited. */
  kill(): Promise<void>;
}

/**
 * Starts `node <bundled main.ts>` on the data (SEED=demo: an empty database gets the demo tenants, a seeded one is
 * left as it is) with `env` beside, on a free loopback port, and waits until /api/health answers.
 */
export async function startServer(data: ServerData, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.database.databaseUrl ?? '',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + String(chunk)).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the studio server exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the studio server did not answer /api/health within 60 s:\n${output}`);
    }
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
  }
}

export interface Answer {
  status: number;
  /** The answer's JSON ({ data } or { message, errors }). */
  body: any;
}

/** Calls to a server process over HTTP, as a signed-in user in a selection (the scope headers), like the web client. */
export function client(url: string, session: { token?: string; selection?: Selection } = {}) {
  const headers = (extra: Record<string, string>) => ({
    ...(session.token ? { authorization: `Bearer ${session.token}` } : {}),
    ...(session.selection ? scopeHeaders(session.selection) : {}),
    ...extra,
  });
  const answer = async (res: Response): Promise<Answer> => {
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return {
    call: async (method: string, path: string, body?: unknown): Promise<Answer> =>
      answer(
        await fetch(`${url}/api${path}`, {
          method,
          headers: headers(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      ),
    /** A multipart body (support/multipart.ts) posted as is. */
    post: async (path: string, body: Buffer, contentHeaders: Record<string, string>): Promise<Answer> =>
      answer(await fetch(`${url}/api${path}`, { method: 'POST', headers: headers(contentHeaders), body: new Uint8Array(body) })),
  };
}

/** Signs in over HTTP and answers the bearer token. */
export async function signIn(url: string, email: string, password = demoPassword): Promise<string> {
  const res = await client(url).call('POST', '/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

/** Reads until `done` holds (every 50 ms, for `ms` at most); a timeout says what it waited for and what the server wrote. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  server: ServerProcess | null,
  ms = 45_000,
): Promise<T> {
  for (const end = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 50))) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}:\n${server?.output() ?? ''}`);
  }
}
