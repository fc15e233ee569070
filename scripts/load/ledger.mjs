// The ledger of one task of `npm run load`: what its editors were told, revision by revision, and the check that the
// stored task is exactly that — every edit an editor was told applied is in it once, nothing else is.

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

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

/** The node list after a delta answer (src/shared/flow/delta.ts applyNodeDelta). */
export function applyDelta(nodes, delta) {
  const gone = new Set([...delta.removed, ...delta.changed.map((n) => n.node_id)]);
  return [...nodes.filter((n) => !gone.has(n.node_id)), ...delta.changed].sort((a, b) => a.node_id - b.node_id);
}

/**
 * One task and what its editors were told about it: the delta of each revision they saw acknowledged (one edit each;
 * two for one revision would be two edits applied on the same revision) and whole node lists read at a revision.
 */
export class SharedTask {
  constructor(taskId, canvasId) {
    this.taskId = taskId;
    this.canvasId = canvasId;
    /** revision → the delta that made it (from revision - 1). */
    this.deltas = new Map();
    /** revision → the node list read at it. */
    this.lists = new Map();
    this.kept = new Set();
    /** Revisions two acknowledged edits both claimed. */
    this.doubled = 0;
    /** Edits whose answer was lost (the process died): each may or may not have been applied. */
    this.unanswered = 0;
  }

  delta(d) {
    if (this.deltas.has(d.revision)) this.doubled++;
    else this.deltas.set(d.revision, d);
    // A list is kept only where it may be needed (the first, one read after an edit whose answer was lost, one no
    // delta leads to yet): memory stays small.
    if (d.revision !== this.first && !this.kept.has(d.revision)) this.lists.delete(d.revision);
  }

  /** A list read at `revision`; `keep`: read after an edit whose answer was lost (it bridges the gap that edit made). */
  list(revision, nodes, keep = false) {
    if (!Number.isInteger(revision)) return;
    this.first ??= revision;
    if (keep) this.kept.add(revision);
    if (revision === this.first || keep || !this.deltas.has(revision)) this.lists.set(revision, nodes);
  }

  /**
   * The task at `upTo` as the ledger tells it: from the first list read, each next revision by its delta or, where no
   * acknowledged edit made it (an edit whose answer was lost), by a list read at it or later. `gaps`: revisions no
   * acknowledged edit made — each must be one of the unanswered edits, applied once.
   */
  model(upTo) {
    const first = this.first;
    let nodes = this.lists.get(first);
    let gaps = 0;
    for (let r = first + 1; r <= upTo; r++) {
      const d = this.deltas.get(r);
      if (d) {
        nodes = applyDelta(nodes, d);
        continue;
      }
      const later = [...this.lists.keys()].filter((k) => k >= r && k <= upTo).sort((a, b) => a - b)[0];
      for (let k = r; k <= (later ?? upTo); k++) if (!this.deltas.has(k)) gaps++;
      if (later === undefined) return { nodes: null, gaps };
      r = later;
      nodes = this.lists.get(later);
    }
    return { nodes, gaps };
  }

  /** Compares the stored task with the ledger: 'ok', 'lost' (a stored change no one was told of), or 'duplicated'. */
  async verify(call) {
    const res = await call('GET', `/node/nodes?task_id=${this.taskId}`);
    if (res.status !== 200) throw new Error(`task ${this.taskId}: nodes answered ${res.status}`);
    const stored = res.json.data;
    const { nodes, gaps } = this.model(res.revision);
    const extraAcks = [...this.deltas.keys()].filter((r) => r > res.revision).length;
    const ok = nodes !== null && same(shape(nodes), shape(stored)) && this.doubled === 0 && extraAcks === 0 && gaps <= this.unanswered;
    if (ok) return { verdict: 'ok', gaps };
    // A stored tree with more than the ledger, or two edits on one revision: something was applied twice.
    const duplicated = this.doubled > 0 || gaps > this.unanswered || (nodes !== null && stored.length > nodes.length);
    return {
      verdict: duplicated ? 'duplicated' : 'lost',
      gaps,
      detail: `task ${this.taskId} at revision ${res.revision}: ${this.doubled} doubled revisions, ${gaps} gaps for ${this.unanswered} unanswered, ${extraAcks} acks past it, ${nodes === null ? 'no model' : `${nodes.length} nodes modelled, ${stored.length} stored`}`,
    };
  }
}
