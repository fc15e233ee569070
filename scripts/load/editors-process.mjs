// A child process of `npm run load` running a share of the editors (whole shared tasks, so a task's ledger is in one
// place), told what to do by its parent over IPC: setup, run, collect, verify, sockets, stop. Each answer carries the
// process's CPU time, so the report can say what the client itself cost.
import { closeHttp, http } from './http.mjs';
import { Editor } from './editor.mjs';
import { SharedTask } from './ledger.mjs';

const sum = (list, f) => list.reduce((n, x) => n + f(x), 0);
let editors = [];
let tasks = [];
let ctx = null;
/** The backend that served each of this process's edits, by X-Client-Id (the cross-process check). */
const originBackend = new Map();

const headers = (token) => ({
  authorization: `Bearer ${token}`,
  'x-scope': 'ac',
  'x-scope-id': String(ctx.acId),
  'x-sp-id': String(ctx.spId),
});

async function signIn(email) {
  const res = await http(ctx.base, 'POST', '/auth/login', { email, password: ctx.password });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data.token;
}

/** One shared task per group: its first editor signs in and creates it; the group's editors share the session, as tabs do. */
async function setupGroup({ group, members }) {
  const token = await signIn(group % 2 === 0 ? 'ac.builder@studio.test' : 'sp.admin@studio.test');
  const call = (method, path, body) => http(ctx.base, method, path, body, headers(token));
  const made = await call('POST', '/studio/tasks', { task_name: `Load ${ctx.tag} task ${group}`, task_type: 'voice' });
  if (made.status !== 201) throw new Error(`task ${group}: ${made.status} ${JSON.stringify(made.json)}`);
  const taskId = made.json.data.task_id;
  const canvases = await call('GET', `/node/canvas?task_id=${taskId}`);
  const task = new SharedTask(taskId, canvases.json.data.find((c) => c.is_main_canvas === 1).canvas_id);
  tasks.push(task);
  for (const i of members) {
    const e = new Editor(i, task, { ...ctx, headers, onApplied: (clientId, backend) => originBackend.set(clientId, backend) });
    e.token = token;
    await e.takeIn();
    editors.push(e);
  }
}

const handlers = {
  async setup(message) {
    ctx = message.ctx;
    for (let k = 0; k < message.groups.length; k += 5) await Promise.all(message.groups.slice(k, k + 5).map(setupGroup));
    for (let k = 0; k < editors.length; k += 50) await Promise.all(editors.slice(k, k + 50).map((e) => e.connect()));
    return { editors: editors.length, tasks: tasks.length };
  },
  async run({ until, thinkMs, counting }) {
    for (const e of editors) e.counting = counting;
    await Promise.all(editors.map((e) => e.run(until, thinkMs)));
    return {};
  },
  /** The phase's figures (and resets them): counts, latencies, notices, cross-process notices given the sockets' backends. */
  async collect({ socketBackends }) {
    const s = (f) => sum(editors, f);
    let cross = 0;
    for (const e of editors) {
      const here = socketBackends[String(e.i)];
      for (const origin of e.heardOrigins) {
        const from = originBackend.get(origin);
        if (from !== undefined && here !== undefined && from !== here) cross++;
      }
    }
    // Each applied edit should be heard by the other editors of its task (distinct edits heard by each).
    const out = {
      sent: s((e) => e.stats.sent),
      applied: s((e) => e.stats.applied),
      stale: s((e) => e.stats.stale),
      gone: s((e) => e.stats.gone),
      cut: s((e) => e.stats.cut),
      retried: s((e) => e.stats.retried),
      gaveUp: s((e) => e.stats.gaveUp),
      refused: s((e) => e.stats.refused),
      lost: s((e) => e.stats.lost),
      byBackend: [s((e) => e.stats.byBackend[0] ?? 0), s((e) => e.stats.byBackend[1] ?? 0)],
      latencies: editors.flatMap((e) => e.stats.latencies),
      staleLatencies: editors.flatMap((e) => e.stats.staleLatencies),
      errors: editors.flatMap((e) => e.stats.errors).slice(0, 5),
      notices: s((e) => e.notices),
      foreign: s((e) => e.foreign),
      heard: s((e) => e.heardOrigins.size),
      cross,
    };
    for (const e of editors) {
      Object.assign(e.stats, {
        sent: 0,
        applied: 0,
        stale: 0,
        retried: 0,
        gaveUp: 0,
        refused: 0,
        lost: 0,
        latencies: [],
        staleLatencies: [],
        errors: [],
      });
      e.stats.byBackend = [0, 0];
      e.heardOrigins.clear();
      e.notices = 0;
      e.foreign = 0;
    }
    originBackend.clear();
    return out;
  },
  async verify() {
    const out = { ok: 0, lost: 0, duplicated: 0, gaps: 0, unanswered: 0, details: [] };
    const call = (method, path) => http(ctx.base, method, path, undefined, headers(editors[0].token));
    for (const t of tasks) {
      const v = await t.verify(call);
      out[v.verdict]++;
      out.gaps += v.gaps;
      out.unanswered += t.unanswered;
      if (v.detail && out.details.length < 3) out.details.push(v.detail);
    }
    return out;
  },
  async sockets() {
    return {
      connected: sum(editors, (e) => (e.socket.connected ? 1 : 0)),
      reconnected: sum(editors, (e) => (e.connects > 1 ? 1 : 0)),
      editors: editors.length,
    };
  },
  async stop() {
    for (const e of editors) e.socket?.close();
    closeHttp();
    setTimeout(() => process.exit(0), 50);
    return {};
  },
};

process.on('message', async (message) => {
  try {
    const answer = await handlers[message.cmd](message);
    process.send({ id: message.id, ok: true, answer, cpu: process.cpuUsage() });
  } catch (err) {
    process.send({ id: message.id, ok: false, error: String(err?.stack ?? err) });
  }
});
