import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '@shared/access/scope';
import type { BatchMigration, MigrationJob } from '@shared/api/studio6';
import { openSocket, startListening, stopListening, subscribedSocket } from './support/listening';
import { olderStudioDir } from './support/older-studio';
import { demoIds, type TestStudio } from './support/studio';

/**
 * A migration's progress over realtime: the system room hears each job and batch as it moves (the screens need no
 * polling); the migration is the system role's alone (spec 3 §6), so no provider or account user's socket hears it,
 * whatever scope it subscribes to.
 */
const older = olderStudioDir([
  { id: 6301, sp: 601, options: { tasks: 2, nodes: 40 } },
  { id: 6302, sp: 601, options: { tasks: 2, nodes: 40 } },
]);
let s: TestStudio;
let url: string;
const sockets: Socket[] = [];
const all: Selection = { spId: 'all', acId: 'all' };

beforeAll(async () => {
  ({ s, url } = await startListening({ config: { studio6Dir: older.dir } }));
});
afterAll(() => stopListening(s, sockets));

/** Every migration event a socket hears, in order. */
function heard(socket: Socket) {
  const events: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    if (event.startsWith('migration:')) events.push({ event, payload });
  });
  return events;
}

describe('migration progress over realtime', () => {
  it("a system user's socket hears a batch and its jobs move; a provider's or an account user's hears nothing", async () => {
    const ids = await demoIds(s.db);
    const system = await s.login('system@studio.test');
    const sys = (method: string, path: string, body?: unknown) => s.call(method, path, { token: system, selection: all, body });
    const systemHears = heard(await openSocket(url, system, sockets));
    const spAdmin = await s.login('sp.admin@studio.test');
    const providerHears = heard(await subscribedSocket(url, spAdmin, { sp_id: ids.northwind, ac_id: 'all' }, sockets));
    const accountHears = heard(
      await subscribedSocket(url, await s.login('ac.builder@studio.test'), { sp_id: ids.northwind, ac_id: ids.retail }, sockets),
    );
    // A provider user asking for every provider joins no room at all.
    const asking = await openSocket(url, spAdmin, sockets);
    const askingHears = heard(asking);
    expect(await new Promise((resolve) => asking.emit('scope:subscribe', { sp_id: 'all', ac_id: 'all' }, resolve))).toEqual({
      ok: true,
      rooms: [],
    });

    expect((await sys('POST', '/studio6/portal/map-sp', { s6_sp_id: 601, s7_sp_id: ids.northwind })).statusCode).toBe(200);
    expect((await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6301, s7_ac_id: ids.retail })).statusCode).toBe(200);
    expect((await sys('POST', '/studio6/portal/map-ac', { s6_ac_id: 6302, s7_ac_id: ids.health })).statusCode).toBe(200);
    const created = await sys('POST', '/studio6/batch-migrations', { name: 'Live wave', s6_ac_ids: [6301, 6302] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    let finished: BatchMigration | undefined;
    for (let i = 0; i < 800 && finished?.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      finished = (await sys('GET', `/studio6/batch-migrations/${id}`)).json().data;
    }
    expect(finished).toMatchObject({ status: 'completed', done: 2, failed: 0 });

    // The batch: queued, running, each group counted, completed — the last event is the batch as its list answers it.
    await expect.poll(() => systemHears.filter((e) => e.event === 'migration:batch').at(-1)?.payload).toEqual(finished);
    const batches = systemHears.filter((e) => e.event === 'migration:batch').map((e) => e.payload as BatchMigration);
    expect(batches.every((b) => b.id === id && b.name === 'Live wave')).toBe(true);
    // (The create's own event may already find the batch running: the queue can take it up first.)
    const steps = [...new Set(batches.map((b) => `${b.status} ${b.done}`))];
    expect(steps.filter((step) => step !== 'queued 0')).toEqual(['running 0', 'running 1', 'running 2', 'completed 2']);

    // Each job: queued, running with its nodes and content written as they go, completed as its list answers it.
    const jobs = (await sys('GET', `/studio6/accounts/jobs?batch_id=${id}`)).json().data as MigrationJob[];
    expect(jobs).toHaveLength(2);
    for (const job of jobs) {
      const told = systemHears.filter((e) => e.event === 'migration:job' && (e.payload as MigrationJob).job_id === job.job_id);
      const payloads = told.map((e) => e.payload as MigrationJob);
      expect(payloads[0]).toMatchObject({ status: 'queued', s6_ac_id: job.s6_ac_id, batch_id: id });
      expect(payloads.at(-1)).toEqual(job);
      const running = payloads.filter((p) => p.status === 'running' && p.total > 0);
      expect(running.length).toBeGreaterThan(0);
      expect(running.at(-1)).toMatchObject({ done: job.total, total: job.total });
    }

    // Nobody else heard a word of it.
    expect(providerHears).toEqual([]);
    expect(accountHears).toEqual([]);
    expect(askingHears).toEqual([]);
  }, 60_000);
});
