#!/usr/bin/env node
// Campaign budgets, in process (the studio built from source, driven through its API with Fastify's inject),
// on SQLite (a file) and on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local `test` database;
// a schema of its own, dropped afterwards):
// - the upload of a 100,000-contact CSV (POST /campaign/{id}/upload, streamed and checked row by row) ≤ 5 s, with the
//   process's peak RSS during the upload (bounded memory: the file is never held whole by the server);
// - a run of 10,000 contacts through a 10-step workflow task at the maximum threads (POST /campaign/{id}/trigger
//   {action: start} until GET /campaign-data/campaign-data counts every contact done) ≥ 200 sessions/s.
// `BENCH_CAMPAIGN_PARTS=upload` or `=run` measures one of the two; each row states the date and the machine's load.
// Prints the figures; `BENCH_JSON=1` prints them as JSON for npm run bench, `BENCH_WRITE=1` puts them into
// docs/benchmarks.md; exits 1 when a budget is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { importBundle, root } from './bench-bundle.mjs';
import { writeTableRows } from './bench-table.mjs';
import { machineLoad, median } from './bench-kit.mjs';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const RUN_CONTACTS = Number(process.env.BENCH_RUN_CONTACTS ?? 10_000);
const RUNS = Number(process.env.BENCH_CAMPAIGN_RUNS ?? 3);
const PARTS = (process.env.BENCH_CAMPAIGN_PARTS ?? 'upload,run').split(',');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const m = await importBundle('campaigns-bench', [
  "export { bootstrap } from './src/server/bootstrap';",
  "export { loadConfig } from './src/server/config';",
]);

const admin = async (sql) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
};

function csvOf(count, from) {
  const lines = ['phone_number,name'];
  for (let i = 0; i < count; i++) lines.push(`+4474${String(from + i).padStart(8, '0')},Contact ${i}`);
  return Buffer.from(lines.join('\n') + '\n');
}
function multipart(content) {
  const boundary = `bench-${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contacts.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function studio(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-bench-campaigns-'));
  const schema = engine === 'postgres' ? `bench_camp_${Math.random().toString(36).slice(2, 10)}` : undefined;
  if (schema) await admin(`create schema ${schema}`);
  const config = m.loadConfig(
    { DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'silent' },
    { sqliteFile: join(dataDir, 'studio.sqlite'), databaseUrl: schema ? databaseUrl : null, clientDir: null },
  );
  const { app } = await m.bootstrap(config, { realtime: false, logger: false, pgSchema: schema });
  await app.ready();
  const inject = async (method, url, body, headers = {}) => {
    const res = await app.inject({ method, url: `/api${url}`, headers, ...(body === undefined ? {} : { payload: body }) });
    return { status: res.statusCode, json: res.body.startsWith('{') ? res.json() : null };
  };
  const builder = (await inject('POST', '/auth/login', { email: 'ac.builder@studio.test', password: 'Studio-demo-1' })).json.data;
  const mapping = builder.user.account_mappings.find((mp) => mp.accounts.some((a) => a.ac_name === 'Northwind Retail'));
  const acId = mapping.accounts.find((a) => a.ac_name === 'Northwind Retail').ac_id;
  const headers = {
    authorization: `Bearer ${builder.token}`,
    'x-scope': 'ac',
    'x-scope-id': String(acId),
    'x-sp-id': String(mapping.sp_id),
  };
  const call = async (method, url, body) => {
    const res = await inject(method, url, body, headers);
    if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.json)}`);
    return res.json?.data;
  };
  const close = async () => {
    await app.close();
    if (schema) await admin(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, call, headers, close };
}

/** A workflow task of ten steps, each setting a variable from the contact's name. */
async function tenStepTask(s) {
  const name = await s.call('GET', '/content/variables').then((vs) => vs.find((v) => v.variable_name === 'customer_name'));
  const target = await s.call('POST', '/content/variables', { variable_name: `bench_step_${Date.now()}`, variable_type: 'single_value' });
  const task = await s.call('POST', '/studio/tasks', { task_name: `Campaign bench ${Date.now()}`, task_type: 'workflow' });
  const main = (await s.call('GET', `/node/canvas?task_id=${task.task_id}`)).find((c) => c.is_main_canvas === 1);
  let pid = main.first_node_id;
  for (let i = 0; i < 10; i++) {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/node/nodes',
      headers: s.headers,
      payload: {
        task_id: task.task_id,
        canvas_id: main.canvas_id,
        pid,
        node_type: 'variable',
        config: { variable_id: target.variable_id, value: { kind: 'variable', id: name.variable_id } },
      },
    });
    if (res.statusCode !== 201) throw new Error(`a step answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    pid = res.json().node.data.node_id;
  }
  return task.task_id;
}

const always = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], hours: [{ from: '00:00', to: '24:00' }] };
const newCampaign = (s, taskId) =>
  s.call('POST', '/campaign/campaigns', {
    campaign_name: `Bench ${Math.random().toString(36).slice(2, 8)}`,
    task_id: taskId,
    channel: 'workflow',
    schedule: always,
    variables: [{ column: 'name', variable_name: 'customer_name' }],
  });

async function upload(s, id, content) {
  const { body, type } = multipart(content);
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/campaign/${id}/upload`,
    headers: { ...s.headers, 'content-type': type },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`the upload answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json().data.inserted;
}

const results = [];
const loadNow = machineLoad();
for (const engine of (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',')) {
  const s = await studio(engine);
  try {
    const taskId = await tenStepTask(s);
    // 1. Uploads of CONTACTS contacts: time, and the peak RSS while the server reads the file (sampled every 10 ms).
    const uploads = [];
    const peaks = [];
    if (PARTS.includes('upload')) {
      const file = csvOf(CONTACTS, 0);
      for (let i = 0; i < RUNS; i++) {
        const campaign = await newCampaign(s, taskId);
        global.gc?.();
        let peak = process.memoryUsage().rss;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
        const started = performance.now();
        const inserted = await upload(s, campaign.campaign_id, file);
        uploads.push(Math.round(performance.now() - started));
        clearInterval(sampler);
        peaks.push(Math.round(peak / 1024 / 1024));
        if (inserted !== CONTACTS) throw new Error(`${inserted} contacts of ${CONTACTS} uploaded`);
        await s.call('DELETE', `/campaign/campaigns/${campaign.campaign_id}`);
      }
      results.push({
        name: `Campaign contact list upload, ${CONTACTS.toLocaleString('en-US')} contacts (${(file.length / 1024 / 1024).toFixed(1)} MB CSV, every row checked), ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}`,
        answer: '—',
        budget: '≤ 5 s',
        value: `${(median(uploads) / 1000).toFixed(2)} s`,
        runs: `${uploads.join(', ')} ms; peak RSS ${peaks.join(', ')} MB (the file itself ${(file.length / 1024 / 1024).toFixed(1)} MB, held by the bench)`,
        ok: median(uploads) <= 5000,
      });
    }

    // 2. Runs of RUN_CONTACTS contacts through the ten-step workflow task, at the maximum threads.
    const rates = [];
    if (PARTS.includes('run')) {
      for (let i = 0; i < RUNS; i++) {
        const campaign = await newCampaign(s, taskId);
        await upload(s, campaign.campaign_id, csvOf(RUN_CONTACTS, 500_000 + i * RUN_CONTACTS));
        const started = performance.now();
        await s.call('POST', `/campaign/${campaign.campaign_id}/trigger`, { action: 'start' });
        for (;;) {
          const page = await s.app.inject({
            method: 'GET',
            url: `/api/campaign-data/campaign-data?campaign_id=${campaign.campaign_id}&per_page=1`,
            headers: s.headers,
          });
          const counts = page.json().counts;
          if (counts.pending + counts.calling === 0) {
            if (counts.completed !== RUN_CONTACTS) throw new Error(`the run ended with ${JSON.stringify(counts)}`);
            break;
          }
          await sleep(50);
        }
        rates.push(Math.round(RUN_CONTACTS / ((performance.now() - started) / 1000)));
      }
      const threads = (await s.call('GET', '/campaign/max-threads')).max_threads;
      results.push({
        name: `Campaign run, ${RUN_CONTACTS.toLocaleString('en-US')} contacts through a 10-step workflow task at ${threads} threads (trigger → every contact completed), ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}`,
        answer: '—',
        budget: '≥ 200 sessions/s',
        value: `${median(rates)} sessions/s`,
        runs: `${rates.join(', ')} sessions/s`,
        ok: median(rates) >= 200,
      });
    }
  } finally {
    await s.close();
  }
}

const load = loadNow();
for (const r of results) r.runs += ` (${load})`;
if (process.env.BENCH_WRITE === '1') writeTableRows(join(root, 'docs/benchmarks.md'), results);
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ results }));
else for (const r of results) console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} (budget ${r.budget}; ${r.runs})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
