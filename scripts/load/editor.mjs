// The simulated editors of `npm run load`. LOAD_SHARED editors work on one task (a `SharedTask`), as ten people on one
// canvas do: each edit carries the revision its editor last saw (X-Task-Revision) and asks for the delta answer
// (X-Node-Answer: delta), as the studio's canvas does (src/client/features/authoring/versions/revision.ts). An edit
// made on a stale revision is refused with 409; the editor then takes in the task as it is now (GET /node/nodes and
// its revision, as the canvas reloads) and, after a look at it (a quarter to three quarters of the think time), makes
// its edit again on it. Every answer the task gives (a delta from one
// revision to the next, or a whole node list at a revision) goes into the task's ledger (ledger.mjs).
import { io } from 'socket.io-client';
import { http } from './http.mjs';
import { applyDelta } from './ledger.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pickOf = (list) => list[Math.floor(Math.random() * list.length)];
const retriesPerEdit = 20;
/** How long after a phase's end an edit refused as stale is still made again. */
const graceMs = 20_000;

export class Editor {
  constructor(index, task, ctx) {
    this.i = index;
    this.task = task;
    this.ctx = ctx;
    this.seq = 0;
    this.stats = {
      sent: 0,
      applied: 0,
      stale: 0,
      gone: 0,
      retried: 0,
      cut: 0,
      gaveUp: 0,
      refused: 0,
      lost: 0,
      errors: [],
      latencies: [],
      staleLatencies: [],
      byBackend: [0, 0],
    };
    /** Distinct edits of others heard (their X-Client-Id), while counting. */
    this.heardOrigins = new Set();
    /** Every change notice received (each entry of each batch), while counting: the fan-out's cost. */
    this.notices = 0;
    /** Notices of an edit of another task (must be none: fan-out follows who is looking at what). */
    this.foreign = 0;
    this.connects = 0;
  }

  call(method, path, body, extra) {
    return http(this.ctx.base, method, path, body, { ...this.ctx.headers(this.token), ...extra });
  }

  /** Reads the task as it is now, as the canvas (re)loads it: its nodes and their revision go into the ledger. */
  async takeIn(keep = false) {
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        const res = await this.call('GET', `/node/nodes?task_id=${this.task.taskId}`);
        if (res.status === 200 && Number.isInteger(res.revision)) {
          this.nodes = res.json.data;
          this.revision = res.revision;
          this.task.list(res.revision, res.json.data, keep);
          return;
        }
      } catch {
        /* the proxy or a process is down for a moment */
      }
      await sleep(100);
    }
    throw new Error(`editor ${this.i}: could not read task ${this.task.taskId}`);
  }

  connect() {
    const socket = io(this.ctx.base, {
      path: '/api/socket.io',
      auth: { token: this.token },
      transports: ['websocket'],
      query: { load_editor: String(this.i) },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    this.socket = socket;
    // As the canvas does: subscribe to the account, then say which canvas this tab shows (after every subscription).
    socket.on('connect', () => {
      this.connects++;
      socket.emit('scope:subscribe', { sp_id: this.ctx.spId, ac_id: this.ctx.acId }, () =>
        socket.emit('canvas:here', { task_id: this.task.taskId, node_id: null }, () => {}),
      );
    });
    socket.on('refresh:batch', (events) => (Array.isArray(events) ? events : []).forEach((event) => this.heard(event)));
    socket.on('refresh', (event) => this.heard(event));
    return new Promise((resolve) => socket.once('connect', () => setTimeout(resolve, 50)));
  }

  /** A change notice: counted, and whether it is about this editor's task. */
  heard(event) {
    const origin = event?.origin;
    if (!this.counting || typeof origin !== 'string' || !origin.startsWith('e')) return;
    this.notices++;
    if (event.resource === 'Task' && Number(event.id) !== this.task.taskId) this.foreign++;
    if (!origin.startsWith(`e${this.i}-`)) this.heardOrigins.add(origin);
  }

  /** The next edit on the editor's current list of the task. */
  plan() {
    const prompts = this.nodes.filter((n) => n.node_type === 'prompt');
    const anchors = this.nodes.filter((n) => n.node_type === 'prompt' || n.node_type === 'start');
    const roll = Math.random();
    const name = `n${this.i}-${this.seq}`;
    const { taskId, canvasId } = this.task;
    if (roll < 0.1) return { kind: 'undo', method: 'POST', path: `/studio/task-edit-histories/${taskId}/undo`, body: {} };
    if (roll < 0.45 && prompts.length)
      return { kind: 'update', method: 'PUT', path: `/node/nodes/${pickOf(prompts).node_id}`, body: { node_name: name } };
    const pid = pickOf(anchors).node_id;
    if (roll < 0.6 && prompts.length) {
      const body = {
        copy_node_id: pickOf(prompts).node_id,
        copy_type: 'copy_node',
        task_id: taskId,
        pid,
        from_canvas_id: canvasId,
        to_canvas_id: canvasId,
      };
      return { kind: 'paste', method: 'POST', path: '/node/copy', body };
    }
    const body = {
      task_id: taskId,
      canvas_id: canvasId,
      pid,
      node_type: 'prompt',
      node_name: name,
      config: { prompt_id: this.ctx.promptId },
    };
    return { kind: 'add', method: 'POST', path: '/node/nodes', body };
  }

  /** One edit as a person makes it: sent on the revision shown; refused as stale, made again on the task as it is now. */
  async edit(until) {
    this.seq++;
    this.stats.sent++;
    for (let attempt = 0; attempt <= retriesPerEdit; attempt++) {
      // A refused edit is made again while the phase lasts, and for graceMs after it; then the phase is over for it.
      if (attempt > 0 && Date.now() > until + graceMs) {
        this.stats.cut++;
        return;
      }
      if (attempt > 0) this.stats.retried++;
      const p = this.plan();
      const clientId = `e${this.i}-${this.seq}-${attempt}`;
      const started = performance.now();
      let res;
      try {
        res = await this.call(p.method, p.path, p.body, {
          'x-client-id': clientId,
          'x-node-answer': 'delta',
          'x-task-revision': String(this.revision),
        });
      } catch (err) {
        res = { status: 0, json: { message: err?.name === 'TimeoutError' ? 'no answer in 30 s' : String(err?.code ?? err?.message) } };
      }
      const ms = performance.now() - started;
      if ((res.status === 200 || res.status === 201) && res.json?.delta) {
        const { delta } = res.json;
        this.stats.applied++;
        if (this.counting) this.stats.latencies.push(ms);
        this.stats.byBackend[res.backend] = (this.stats.byBackend[res.backend] ?? 0) + 1;
        if (this.counting) this.ctx.onApplied?.(clientId, res.backend);
        this.task.delta(delta);
        if (delta.base_revision !== this.revision && this.stats.errors.length < 5)
          this.stats.errors.push(`${p.kind}: applied on revision ${delta.base_revision}, sent on ${this.revision}`);
        this.nodes = applyDelta(this.nodes, delta);
        this.revision = delta.revision;
        return;
      }
      // Stale: refused with 409 on the revision check; or with 404 when the node it was about is gone (another editor
      // removed it: the route finds no node before it checks the revision). The canvas reloads, and the person looks
      // at the task as it is now and makes the edit again.
      if (res.status === 409 || (res.status === 404 && p.kind !== 'add')) {
        if (res.status === 409) this.stats.stale++;
        else this.stats.gone++;
        if (this.counting) this.stats.staleLatencies.push(ms);
        await this.takeIn();
        await sleep(this.ctx.thinkMs * (0.25 + Math.random() / 2));
        continue;
      }
      if (res.status >= 400 && res.status < 500) {
        // Not stale, still refused (an undo with nothing to undo): the person sees the notice and moves on.
        this.stats.refused++;
        if (this.stats.errors.length < 5 && !(p.kind === 'undo' && res.status === 422))
          this.stats.errors.push(`${p.kind} ${res.status} ${res.json?.message}`);
        return;
      }
      // No answer (the process died, or the proxy could not reach it): the edit happened wholly or not at all; the
      // ledger finds out which from the revisions. The canvas shows the task as it is now.
      this.stats.lost++;
      this.task.unanswered++;
      if (this.stats.errors.length < 5) this.stats.errors.push(`${p.kind}: answer lost (${res.status} ${res.json?.message})`);
      await this.takeIn(true);
      return;
    }
    this.stats.gaveUp++;
  }

  async run(until, thinkMs) {
    while (Date.now() < until) {
      await sleep(thinkMs * (0.5 + Math.random()));
      if (Date.now() >= until) break;
      await this.edit(until);
    }
  }
}
