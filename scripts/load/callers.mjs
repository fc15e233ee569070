// The simulator callers of `npm run load`: the demo menu task ("Retail main line": welcome, the menu waits for a key;
// key 1: the order branch, goodbye, the session ends) run through the simulator API as scripts/bench-engine-api.mjs
// does (POST /sim/sessions, then POST /sim/sessions/{id}/input {dtmf: "1"}). An account may have 50 sessions waiting
// for input (engineLimits.sessionsPerAccount) and start 60 in 10 s (limits.sessionStarts): the callers are spread over
// accounts made for the run under the demo provider, each with the menu task pasted from Northwind Retail (a paste
// across accounts carries its prompts) and Retail's provider plan, LOAD_CALLERS_PER_ACCOUNT callers each.
import { http } from './http.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const headersOf = (token, spId, acId) => ({
  authorization: `Bearer ${token}`,
  'x-scope': acId === 'all' ? 'sp' : 'ac',
  'x-scope-id': String(acId === 'all' ? spId : acId),
  'x-sp-id': String(spId),
});

/** Makes `count` accounts with the menu task; answers [{ acId, taskId }] and the token that may use them all. */
export async function prepareCallerAccounts(base, { spId, retailId, spPlanId, tag, count }) {
  const login = await http(base, 'POST', '/auth/login', { email: 'sp.admin@studio.test', password: 'Studio-demo-1' });
  if (login.status !== 200) throw new Error(`callers: sign-in answered ${login.status}`);
  const token = login.json.data.token;
  const call = (acId, method, path, body) => http(base, method, path, body, headersOf(token, spId, acId));
  const tasks = await call(retailId, 'GET', '/studio/tasks');
  const menu = tasks.json.data.find((t) => t.task_name === 'Retail main line');
  const source = (await call(retailId, 'GET', `/node/nodes?task_id=${menu.task_id}`)).json.data;
  const start = source.find((n) => n.node_type === 'start');
  const first = source.find((n) => n.pid === start.node_id && n.canvas_id === start.canvas_id);
  const accounts = [];
  for (let k = 0; k < count; k++) {
    const made = await call('all', 'POST', '/portal/accounts', { ac_name: `Load ${tag} callers ${k}` });
    if (made.status !== 201) throw new Error(`callers: account answered ${made.status} ${JSON.stringify(made.json)}`);
    const acId = made.json.data.ac_id;
    // The provider's plan of Northwind Retail, allocated to the new account: its features (the simulator) come with it.
    const plan = await call('all', 'POST', '/billing/ac-plans', { ac_plan_name: `Load ${tag} ${k}`, ac_id: acId, sp_plan_id: spPlanId });
    if (plan.status !== 201) throw new Error(`callers: plan answered ${plan.status} ${JSON.stringify(plan.json)}`);
    const task = await call(acId, 'POST', '/studio/tasks', { task_name: 'Load menu', task_type: 'voice' });
    if (task.status !== 201) throw new Error(`callers: task answered ${task.status} ${JSON.stringify(task.json)}`);
    const taskId = task.json.data.task_id;
    const nodes = (await call(acId, 'GET', `/node/nodes?task_id=${taskId}`)).json.data;
    const here = nodes.find((n) => n.node_type === 'start');
    const pasted = await call(acId, 'POST', '/node/copy', {
      copy_node_id: first.node_id,
      copy_type: 'copy_branch',
      from_ac_id: retailId,
      task_id: taskId,
      pid: here.node_id,
      from_canvas_id: start.canvas_id,
      to_canvas_id: here.canvas_id,
    });
    if (pasted.status !== 200 && pasted.status !== 201)
      throw new Error(`callers: paste answered ${pasted.status} ${JSON.stringify(pasted.json)}`);
    accounts.push({ acId, taskId });
  }
  return { token, accounts };
}

/**
 * `callers` loops of one session each (start, key 1), a pause of `pauseMs` ± 50 % between sessions, until told to stop.
 * Counts per phase: turns and their round trips, sessions ended, starts refused by the account's limits (429), and
 * turns that failed (no answer while a process is down, or an error).
 */
export function runCallers(base, { token, spId, accounts, callers, pauseMs }) {
  const stats = { turns: [], sessions: 0, refusedStarts: 0, refusedWaiting: 0, failed: 0, errors: [] };
  let stopping = false;
  const turn = async (caller, method, path, body) => {
    const t = performance.now();
    let res;
    try {
      res = await http(base, method, path, body, headersOf(token, spId, caller.acId));
    } catch (err) {
      res = { status: 0, json: { message: String(err?.code ?? err?.message) } };
    }
    const ms = performance.now() - t;
    if (res.status === 429) {
      if (/already runs/.test(res.json?.message ?? '')) stats.refusedWaiting++;
      else stats.refusedStarts++;
      return null;
    }
    if (res.status !== 200 && res.status !== 201) {
      stats.failed++;
      if (stats.errors.length < 5) stats.errors.push(`${method} ${path}: ${res.status} ${res.json?.message}`);
      return null;
    }
    stats.turns.push(ms);
    return res.json.data;
  };
  const loop = async (k) => {
    const caller = accounts[k % accounts.length];
    await sleep(Math.random() * pauseMs);
    while (!stopping) {
      const started = await turn(caller, 'POST', '/sim/sessions', { task_id: caller.taskId });
      if (started?.status === 'waiting') {
        const ended = await turn(caller, 'POST', `/sim/sessions/${started.session_id}/input`, { dtmf: '1' });
        if (ended?.status === 'ended') stats.sessions++;
        else if (ended && stats.errors.length < 5) stats.errors.push(`key 1 answered ${ended.status}`);
      } else if (started && stats.errors.length < 5) stats.errors.push(`start answered ${started.status}`);
      await sleep(pauseMs * (0.5 + Math.random()));
    }
  };
  const loops = Array.from({ length: callers }, (_, k) => loop(k));
  return {
    /** The figures since the last take, and a fresh start. */
    take() {
      const out = { ...stats, turns: stats.turns, errors: stats.errors };
      Object.assign(stats, { turns: [], sessions: 0, refusedStarts: 0, refusedWaiting: 0, failed: 0, errors: [] });
      return out;
    },
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}
