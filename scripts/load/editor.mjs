// One simulated editor of `npm run load`: signs in, works on a task of its own (adds, updates, pastes, undos),
// keeps a model of the task from each answer — as the studio's canvas does, it asks for the delta answer
// (X-Node-Answer: delta) and applies it to its node list — and counts the `refresh` events other editors' edits cause.
import { io } from 'socket.io-client';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pickOf = (list) => list[Math.floor(Math.random() * list.length)];

/** The comparable shape of a task's nodes: what an edit may change, sorted by id. */
export function shape(nodes) {
  return nodes
    .map((n) => ({
      id: n.node_id,
      pid: n.pid,
      pos: n.position,
      type: n.node_type,
      name: n.node_name,
      canvas: n.canvas_id,
      links: n.connector_parent,
      config: n.config,
    }))
    .sort((a, b) => a.id - b.id);
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The node list after a delta answer (src/shared/flow/delta.ts applyNodeDelta). */
function applyDelta(nodes, delta) {
  const gone = new Set([...delta.removed, ...delta.changed.map((n) => n.node_id)]);
  return [...nodes.filter((n) => !gone.has(n.node_id)), ...delta.changed].sort((a, b) => a.node_id - b.node_id);
}

/** Whether `stored` is `before` plus one new node under `pid` (which took over the node below `pid`). */
function plusOneNode(before, stored, pid, type, name) {
  const old = new Map(before.map((n) => [n.id, n]));
  const added = stored.filter((n) => !old.has(n.id));
  if (added.length !== 1 || stored.length !== before.length + 1) return false;
  const [x] = added;
  if (x.pid !== pid || x.type !== type || (name !== undefined && x.name !== name)) return false;
  return stored.every((n) => n === x || same(n, old.get(n.id)) || (old.get(n.id)?.pid === pid && same({ ...n, pid }, old.get(n.id))));
}

export class Editor {
  constructor(index, ctx) {
    this.i = index;
    this.ctx = ctx;
    this.seq = 0;
    this.stack = [];
    this.stats = { edits: 0, refused: 0, lost: 0, lostApplied: 0, halfApplied: 0, errors: [], latencies: [], byBackend: [0, 0] };
    this.origins = new Set();
    this.cross = 0;
    this.connects = 0;
    this.disconnects = 0;
  }

  async call(method, path, body, clientId) {
    const { base, acId, spId } = this.ctx;
    const headers = { authorization: `Bearer ${this.token}`, 'x-scope': 'ac', 'x-scope-id': String(acId), 'x-sp-id': String(spId) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (clientId) headers['x-client-id'] = clientId;
    if (clientId) headers['x-node-answer'] = 'delta';
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15000),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return {
      status: res.status,
      json,
      backend: Number(res.headers.get('x-load-backend')),
      revision: Number(res.headers.get('x-task-revision') ?? NaN),
    };
  }

  async setup() {
    const { email, password, promptId } = this.ctx;
    const login = await fetch(`${this.ctx.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email(this.i), password }),
    });
    if (!login.ok) throw new Error(`editor ${this.i}: sign-in answered ${login.status} ${await login.text()}`);
    this.token = (await login.json()).data.token;
    const task = await this.call('POST', '/studio/tasks', { task_name: `Load ${this.ctx.tag} editor ${this.i}`, task_type: 'voice' });
    if (task.status !== 201) throw new Error(`editor ${this.i}: task answered ${task.status} ${JSON.stringify(task.json)}`);
    this.taskId = task.json.data.task_id;
    const canvases = await this.call('GET', `/node/canvas?task_id=${this.taskId}`);
    const main = canvases.json.data.find((c) => c.is_main_canvas === 1);
    this.canvasId = main.canvas_id;
    this.model = shape(await this.stored(true));
    this.prompt = { prompt_id: promptId };
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
    socket.on('connect', () => {
      this.connects++;
      socket.emit('scope:subscribe', { sp_id: this.ctx.spId, ac_id: this.ctx.acId }, () => {});
    });
    socket.on('disconnect', () => this.disconnects++);
    // Writes' changes come gathered per account (`refresh:batch`); other notices one by one (`refresh`).
    socket.on('refresh:batch', (events) => (Array.isArray(events) ? events : []).forEach((event) => this.heard(event)));
    socket.on('refresh', (event) => this.heard(event));
    return new Promise((resolve) => socket.once('connect', resolve));
  }

  /** A change event another editor's edit caused: counted once per edit, and whether it crossed processes. */
  heard(event) {
    const origin = event?.origin;
    if (typeof origin !== 'string' || origin.startsWith(`e${this.i}-`) || !origin.startsWith('e')) return;
    if (!this.counting || this.origins.has(origin)) return;
    this.origins.add(origin);
    const from = this.ctx.proxy.originBackend.get(origin);
    const here = this.ctx.proxy.socketBackend.get(String(this.i));
    if (from !== undefined && here !== undefined && from !== here) this.cross++;
  }

  /** The task's nodes as stored; `keep` makes them the list the next delta applies to. */
  async stored(keep = false) {
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        const res = await this.call('GET', `/node/nodes?task_id=${this.taskId}`);
        if (res.status === 200 && keep) {
          this.nodes = res.json.data;
          this.revision = res.revision;
        }
        if (res.status === 200) return res.json.data;
      } catch {
        /* the proxy or a process is down for a moment */
      }
      await sleep(100);
    }
    throw new Error(`editor ${this.i}: could not read task ${this.taskId}`);
  }

  /** The next edit: its request and how to recognise it in a stored tree when its answer is lost. */
  plan() {
    const prompts = this.model.filter((n) => n.type === 'prompt');
    const anchors = this.model.filter((n) => n.type === 'prompt' || n.type === 'start');
    const roll = Math.random();
    const name = `n${this.i}-${this.seq}`;
    if (roll < 0.15 && this.stack.length) {
      const previous = this.stack.at(-1);
      return {
        kind: 'undo',
        method: 'POST',
        path: `/studio/task-edit-histories/${this.taskId}/undo`,
        body: {},
        after: (s) => same(s, previous),
      };
    }
    if (roll < 0.45 && prompts.length) {
      const node = pickOf(prompts);
      const expected = this.model.map((n) => (n.id === node.id ? { ...n, name } : n));
      return { kind: 'update', method: 'PUT', path: `/node/nodes/${node.id}`, body: { node_name: name }, after: (s) => same(s, expected) };
    }
    const pid = pickOf(anchors).id;
    if (roll < 0.65 && prompts.length) {
      const source = pickOf(prompts);
      const body = {
        copy_node_id: source.id,
        copy_type: 'copy_node',
        task_id: this.taskId,
        pid,
        from_canvas_id: this.canvasId,
        to_canvas_id: this.canvasId,
      };
      return { kind: 'paste', method: 'POST', path: '/node/copy', body, after: (s) => plusOneNode(this.model, s, pid, 'prompt') };
    }
    const body = { task_id: this.taskId, canvas_id: this.canvasId, pid, node_type: 'prompt', node_name: name, config: this.prompt };
    return { kind: 'add', method: 'POST', path: '/node/nodes', body, after: (s) => plusOneNode(this.model, s, pid, 'prompt', name) };
  }

  async edit() {
    this.seq++;
    const p = this.plan();
    const clientId = `e${this.i}-${this.seq}`;
    const started = performance.now();
    let res = null;
    try {
      res = await this.call(p.method, p.path, p.body, clientId);
    } catch (err) {
      res = { status: 0, json: { message: err?.name === 'TimeoutError' ? 'no answer in 15 s' : String(err?.cause?.code ?? err?.message) } };
    }
    const ms = performance.now() - started;
    if (res && (res.status === 200 || res.status === 201) && res.json?.delta) {
      this.stats.edits++;
      this.stats.latencies.push(ms);
      this.stats.byBackend[res.backend] = (this.stats.byBackend[res.backend] ?? 0) + 1;
      const { delta } = res.json;
      // The model is what the editor was told: the delta applied to its list (a delta on another revision than the
      // editor's list would mean someone else edited its task; the final comparison with the stored tree tells).
      if (delta.base_revision !== this.revision && this.stats.errors.length < 5)
        this.stats.errors.push(`${p.kind}: delta on revision ${delta.base_revision}, list at ${this.revision}`);
      this.nodes = applyDelta(this.nodes, delta);
      this.revision = delta.revision;
      this.accept(p.kind, shape(this.nodes));
      return;
    }
    if (res && res.status >= 400 && res.status < 500) {
      this.stats.refused++;
      if (this.stats.errors.length < 5) this.stats.errors.push(`${p.kind} ${res.status} ${res.json?.message}`);
      return;
    }
    // No answer (the process died, or the proxy could not reach it): the edit happened wholly or not at all.
    this.stats.lost++;
    if (this.stats.errors.length < 5) this.stats.errors.push(`${p.kind}: answer lost (${res.status} ${res.json?.message})`);
    const stored = shape(await this.stored(true));
    if (same(stored, this.model)) return;
    if (p.after(stored)) {
      this.stats.lostApplied++;
      this.accept(p.kind, stored);
      return;
    }
    this.stats.halfApplied++;
    if (this.stats.errors.length < 5) this.stats.errors.push(`${p.kind}: stored tree is neither the model nor the model after the edit`);
    this.model = stored;
  }

  accept(kind, next) {
    if (kind === 'undo') this.stack.pop();
    else this.stack.push(this.model);
    if (this.stack.length > 50) this.stack.shift();
    this.model = next;
  }

  async run(until, thinkMs) {
    while (Date.now() < until) {
      await sleep(thinkMs * (0.5 + Math.random()));
      if (Date.now() >= until) break;
      await this.edit();
    }
  }

  /** 'ok', 'lost' (the stored tree misses what the model has) or 'duplicated' (it has more). */
  async verify() {
    const stored = shape(await this.stored());
    if (same(stored, this.model)) return 'ok';
    return stored.length > this.model.length ? 'duplicated' : 'lost';
  }
}
