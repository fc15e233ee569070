import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CanvasPresence, ScopeSubscribe } from '@shared/realtime';
import { startListening, stopListening, subscribedSocket } from './support/listening';
import { demoIds, type TestStudio } from './support/studio';

let s: TestStudio;
let url: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ s, url } = await startListening());
  ids = await demoIds(s.db);
});
afterAll(() => stopListening(s, sockets));

const open = async (email: string, scope: ScopeSubscribe) => subscribedSocket(url, await s.login(email), scope, sockets);

const here = (socket: Socket, task_id: number, node_id: number | null) =>
  new Promise<{ ok: boolean }>((resolve) => socket.emit('canvas:here', { task_id, node_id }, resolve));
/** The next presence the socket hears that satisfies `wanted`. */
const presence = (socket: Socket, wanted: (p: CanvasPresence) => boolean) =>
  new Promise<CanvasPresence>((resolve) => {
    const on = (p: CanvasPresence) => {
      if (!wanted(p)) return;
      socket.off('canvas:presence', on);
      resolve(p);
    };
    socket.on('canvas:presence', on);
  });

describe('two people on one canvas', () => {
  it('see each other and the node each has selected; a leaver is gone', async () => {
    const task = await s.db.selectFrom('tasks').select('task_id').where('task_name', '=', 'Retail main line').executeTakeFirstOrThrow();
    const retail = { sp_id: ids.northwind, ac_id: ids.retail };
    const builder = await open('ac.builder@studio.test', retail);
    const viewer = await open('ac.viewer@studio.test', retail);
    expect(await here(builder, task.task_id, 5)).toEqual({ ok: true });
    const both = presence(builder, (p) => p.editors.length === 2);
    expect(await here(viewer, task.task_id, null)).toEqual({ ok: true });
    const seen = await both;
    expect(seen.task_id).toBe(task.task_id);
    expect(seen.editors.map((e) => e.node_id).sort()).toEqual([5, null].sort());
    expect(seen.editors.every((e) => e.name.length > 0)).toBe(true);

    const moved = presence(builder, (p) => p.editors.some((e) => e.node_id === 7));
    await here(viewer, task.task_id, 7);
    expect((await moved).editors).toHaveLength(2);

    const alone = presence(builder, (p) => p.editors.length === 1);
    viewer.disconnect();
    expect((await alone).editors[0].node_id).toBe(5);
  });

  it("is refused on another tenant's task: the socket joins nothing and hears nothing", async () => {
    const task = await s.db.selectFrom('tasks').select('task_id').where('task_name', '=', 'Retail main line').executeTakeFirstOrThrow();
    const support = await open('multi.sp@studio.test', { sp_id: ids.bluebird, ac_id: ids.support });
    const heard: unknown[] = [];
    support.on('canvas:presence', (p) => heard.push(p));
    expect(await here(support, task.task_id, null)).toEqual({ ok: false });
    expect(await here(support, 99999999, null)).toEqual({ ok: false });
    const builder = await open('ac.builder@studio.test', { sp_id: ids.northwind, ac_id: ids.retail });
    await here(builder, task.task_id, 3);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
  });
});
