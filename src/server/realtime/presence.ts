import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { roomOf, type CanvasEditor, type ClientToServerEvents, type ServerToClientEvents } from '@shared/realtime';
import type { Realtime } from './types';

type StudioSocket = Socket<ClientToServerEvents, ServerToClientEvents>;
interface Here {
  taskId: number;
  /** The task's account: a socket whose scope no longer shows it leaves the canvas. */
  acId: number;
  nodeId: number | null;
  name: string;
}

const validId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** Everyone on the canvas now, from the sockets in its room (on every process with the Redis adapter): nothing kept in memory. */
async function tell(io: Realtime, taskId: number) {
  const sockets = await io.in(roomOf.canvas(taskId)).fetchSockets();
  const editors = new Map<number, CanvasEditor>();
  for (const s of sockets) {
    const here = (s.data as { here?: Here; userId: number }).here;
    if (here?.taskId === taskId)
      editors.set((s.data as { userId: number }).userId, {
        user_id: (s.data as { userId: number }).userId,
        name: here.name,
        node_id: here.nodeId,
      });
  }
  io.to(roomOf.canvas(taskId)).emit('canvas:presence', { task_id: taskId, editors: [...editors.values()] });
}

/**
 * Two people on one canvas see each other: a socket says which task's canvas it shows and which node is
 * selected; it joins the canvas room only when the task belongs to an account room it already joined (the rooms of
 * tenants its user may see), so presence never crosses tenants.
 */
export function registerPresence(app: FastifyInstance, io: Realtime, socket: StudioSocket) {
  const data = socket.data as { userId: number; here?: Here };
  const leave = async () => {
    const here = data.here;
    if (!here) return;
    data.here = undefined;
    await socket.leave(roomOf.canvas(here.taskId));
    await tell(io, here.taskId);
  };
  socket.on('canvas:here', async (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    try {
      const taskId = payload?.task_id;
      const nodeId = validId(payload?.node_id) ? payload.node_id : null;
      if (!validId(taskId)) return reply({ ok: false });
      if (data.here && data.here.taskId !== taskId) await leave();
      if (!data.here) {
        const task = await app.studio.db.selectFrom('tasks').select('ac_id').where('task_id', '=', taskId).executeTakeFirst();
        if (!task || !socket.rooms.has(roomOf.account(task.ac_id))) return reply({ ok: false });
        const user = await app.studio.db.selectFrom('users').select('display_name').where('user_id', '=', data.userId).executeTakeFirst();
        data.here = { taskId, acId: task.ac_id, nodeId, name: user?.display_name ?? '' };
        await socket.join(roomOf.canvas(taskId));
      } else if (data.here.nodeId === nodeId) {
        return reply({ ok: true });
      }
      data.here.nodeId = nodeId;
      await tell(io, taskId);
      reply({ ok: true });
    } catch (err) {
      app.log.warn({ err }, 'canvas presence failed');
      reply({ ok: false });
    }
  });
  socket.on('canvas:leave', () => void leave().catch(() => undefined));
  socket.on('disconnect', () => {
    const here = data.here;
    if (here) void tell(io, here.taskId).catch(() => undefined);
  });
}

/**
 * A socket that moved to other accounts (`scope:subscribe`) leaves the canvas of a task outside them: a canvas's edits
 * go to its room alone, and a socket hears only the tenants its scope shows.
 */
export async function leaveCanvasOutside(io: Realtime, socket: StudioSocket, acIds: readonly number[]) {
  const data = socket.data as { here?: Here };
  const here = data.here;
  if (!here || acIds.includes(here.acId)) return;
  data.here = undefined;
  await socket.leave(roomOf.canvas(here.taskId));
  await tell(io, here.taskId);
}
