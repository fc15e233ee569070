#!/usr/bin/env node
// Makes a realistic dataset of the older studio (version 6) in the export-file layout docs/migration.md describes:
// providers.json, groups.json (the index) and groups/<group_id>.json (one group — an older account — per file).
// Several providers, hundreds of groups, tasks with canvases and nodes of every older node kind (Fax and Script have
// no equivalent here and are flagged), prompts, variables, datastores with rows, recorded calls, and a few broken tasks.
//   node scripts/older-studio-data.mjs DIR [--providers 4] [--groups 300] [--tasks 3] [--nodes 40] [--seed 6]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A small deterministic random source, so the same options make the same dataset. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const trades = ['Retail', 'Health', 'Travel', 'Energy', 'Banking', 'Logistics', 'Insurance', 'Telecom', 'Hotels', 'Schools'];
const towns = ['Leeds', 'Bristol', 'Cardiff', 'York', 'Bath', 'Derby', 'Leicester', 'Norwich', 'Exeter', 'Dundee', 'Oxford', 'Hull'];
const chainKinds = ['Play', 'Wait', 'Comment', 'SetVar'];

/**
 * One task of a group: Start → Play welcome → (Fax) → Menu; 1 → SetVar → a chain of steps → Play → Hangup;
 * 2 → Branch on the customer id (empty: Play → Hangup; else DbQuery: found → Play → Hangup, not found → Hangup);
 * 0 → SubTask or Transfer; default → Play → Jump back to the menu. `nodes` pads the chain to about that many nodes. The recorded calls
 * are the paths the older studio took for keys 1 and 2 (no customer id given).
 */
function olderTask(ctx, taskId, index, { nodes, flagged, linkTo, broken }) {
  const list = [];
  const add = (canvas_id, parent_id, branch, node_kind, title, props = {}) => {
    const node_id = ctx.nextNode++;
    list.push({ node_id, canvas_id, parent_id, branch, node_kind, title, props });
    return node_id;
  };
  const { p, v, ds } = ctx;
  const canvas = taskId * 10 + 1;
  const start = add(canvas, null, null, 'Start', 'Start');
  const welcome = add(canvas, start, null, 'Play', 'Welcome', { prompt_id: p.welcome });
  let beforeMenu = welcome;
  const fax = flagged ? add(canvas, welcome, null, 'Fax', 'Receive order fax', { store_as: 'order.tif', pages_max: 12 }) : null;
  if (fax) beforeMenu = fax;
  const menu = add(canvas, beforeMenu, null, 'Menu', 'Main menu', {
    prompt_id: p.menu,
    store_var_id: v.choice,
    options: [
      { digit: '1', label: 'Orders' },
      { digit: '2', label: 'Account' },
      { digit: '0', label: 'Agent' },
    ],
  });
  const note = add(canvas, menu, 'digit:1', 'SetVar', 'Note order enquiry', { var_id: v.enquiry, value: 'orders' });
  const path1 = [start, welcome, ...(fax ? [fax] : []), menu, note];
  let tail = note;
  const padding = Math.max(0, nodes - 17);
  for (let i = 0; i < padding; i++) {
    const kind = flagged && i === 2 ? 'Script' : chainKinds[i % chainKinds.length];
    const props =
      kind === 'Play'
        ? { prompt_id: p.status }
        : kind === 'Wait'
          ? { seconds: 1 }
          : kind === 'Comment'
            ? { text: `Step ${i + 1} of the order path` }
            : kind === 'SetVar'
              ? { var_id: v.enquiry, value: `orders-${i}` }
              : { language: 'vbscript', code: 'If Len(order) > 0 Then route = "fast"' };
    tail = add(canvas, tail, null, kind, `${kind} ${i + 1}`, props);
    path1.push(tail);
  }
  const status = add(canvas, tail, null, 'Play', 'Order status', { prompt_id: p.status });
  const bye1 = add(canvas, status, null, 'Hangup', 'Goodbye', { prompt_id: p.goodbye });
  path1.push(status, bye1);

  const known = add(canvas, menu, 'digit:2', 'Branch', 'Customer id given?', { var_id: v.customer, test: 'empty' });
  const ask = add(canvas, known, 'true', 'Play', 'Account help', { prompt_id: p.account });
  const bye2 = add(canvas, ask, null, 'Hangup', 'Goodbye', { prompt_id: p.goodbye });
  const lookup = add(canvas, known, 'false', 'DbQuery', 'Find the customer', {
    ds_id: ds,
    key_column: 'customer_id',
    key_var_id: v.customer,
    into: [{ column: 'name', var_id: v.enquiry }],
  });
  const found = add(canvas, lookup, 'found', 'Play', 'Account found', { prompt_id: p.account });
  add(canvas, found, null, 'Hangup', 'Goodbye', { prompt_id: p.goodbye });
  add(canvas, lookup, 'notfound', 'Hangup', 'Goodbye', { prompt_id: p.goodbye });
  if (linkTo) add(canvas, menu, 'digit:0', 'SubTask', 'Agent desk', { task_id: linkTo });
  else add(canvas, menu, 'digit:0', 'Transfer', 'To an agent', { number: '+442079460000' });
  const other = add(canvas, menu, 'default', 'Play', 'Not understood', { prompt_id: p.account });
  const back = add(canvas, other, null, 'Jump', 'Back to the menu', { target_node_id: menu });

  // The event canvas: what happens on a hang-up (a note, kept as written).
  const events = taskId * 10 + 2;
  const evStart = add(events, null, null, 'Start', 'On hang-up');
  add(events, evStart, null, 'Comment', 'Log the call', { text: 'The older studio wrote a call record here.' });

  if (broken === 'orphan')
    list.push({
      node_id: ctx.nextNode++,
      canvas_id: canvas,
      parent_id: 999_999,
      branch: null,
      node_kind: 'Play',
      title: 'Lost prompt',
      props: { prompt_id: p.welcome },
    });
  if (broken === 'jump') list.find((n) => n.node_id === back).props.target_node_id = 888_888;
  if (broken === 'prompt') list.find((n) => n.node_id === found).props.prompt_id = 777_777;
  return {
    task_id: taskId,
    task_name: `${ctx.groupName} line ${index + 1}`,
    channel: 'IVR',
    is_template: index === 0 && ctx.template ? 1 : 0,
    canvases: [
      { canvas_id: canvas, canvas_name: 'Main', is_main: 1, is_event: 0 },
      { canvas_id: events, canvas_name: 'Hang-up', is_main: 0, is_event: 1 },
    ],
    nodes: list,
    calls: [
      { digits: ['1'], path: path1 },
      { digits: ['2'], path: [start, welcome, ...(fax ? [fax] : []), menu, known, ask, bye2] },
    ],
  };
}

/**
 * One group (an older account) with its content and tasks. `tasks` and `nodes` size it; `flagged` puts a Fax and a
 * Script node into each task; `broken` gives its last task a problem: 'orphan', 'jump' or 'prompt'.
 */
export function olderGroup(
  groupId,
  spId,
  {
    name = `Group ${groupId}`,
    tasks = 3,
    nodes = 40,
    flagged = false,
    broken = null,
    template = false,
    rows = 25,
    lastCallAt = '2026-11-30T09:00:00.000Z',
    seed = groupId,
  } = {},
) {
  const rnd = random(seed);
  const base = groupId * 1000;
  const p = { welcome: base + 1, menu: base + 2, status: base + 3, account: base + 4, goodbye: base + 5 };
  const v = { choice: base + 1, enquiry: base + 2, customer: base + 3 };
  const ds = base + 1;
  const ctx = { p, v, ds, nextNode: base * 10 + 1, groupName: name, template };
  const taskIds = Array.from({ length: tasks }, (_, i) => base + i + 1);
  const list = taskIds.map((id, i) =>
    olderTask(ctx, id, i, { nodes, flagged, linkTo: i === 0 && tasks > 1 ? taskIds[1] : null, broken: i === tasks - 1 ? broken : null }),
  );
  return {
    group_id: groupId,
    sp_id: spId,
    group_name: name,
    domain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.studio6.example`,
    last_call_at: lastCallAt,
    prompts: [
      { prompt_id: p.welcome, prompt_name: 'Welcome', language: 'en-GB', text: `Welcome to ${name}.` },
      {
        prompt_id: p.menu,
        prompt_name: 'Main menu',
        language: 'en-GB',
        text: 'For orders press 1. For your account press 2. For an agent press 0.',
      },
      { prompt_id: p.status, prompt_name: 'Order status', language: 'en-GB', text: 'Your order is on its way.' },
      { prompt_id: p.account, prompt_name: 'Account help', language: 'en-GB', text: 'Please have your customer number ready.' },
      { prompt_id: p.goodbye, prompt_name: 'Goodbye', language: 'en-GB', text: 'Thank you for calling. Goodbye.' },
    ],
    variables: [
      { var_id: v.choice, var_name: 'menu_choice', default_value: '' },
      { var_id: v.enquiry, var_name: 'enquiry', default_value: '' },
      { var_id: v.customer, var_name: 'customer_id', default_value: '' },
    ],
    datastores: [
      {
        ds_id: ds,
        ds_name: 'Customers',
        columns: [
          { name: 'customer_id', type: 'STRING' },
          { name: 'name', type: 'STRING' },
          { name: 'town', type: 'STRING' },
        ],
        rows: Array.from({ length: rows }, (_, i) => ({
          customer_id: `C${groupId}-${i + 1}`,
          name: `Customer ${i + 1}`,
          town: towns[Math.floor(rnd() * towns.length)],
        })),
      },
    ],
    tasks: list,
  };
}

/** The index entry of a group (groups.json): enough for the lists, without reading the group's file. */
export const groupSummary = (g) => ({
  group_id: g.group_id,
  sp_id: g.sp_id,
  group_name: g.group_name,
  domain: g.domain,
  last_call_at: g.last_call_at,
  task_count: g.tasks.length,
  node_count: g.tasks.reduce((n, t) => n + t.nodes.length, 0),
});

/** Writes a dataset into `dir` (emptied first) and answers its providers and group index. */
export function writeOlderStudio(dir, { providers = 4, groups = 300, tasks = 3, nodes = 40, seed = 6 } = {}) {
  const rnd = random(seed);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'groups'), { recursive: true });
  const sps = Array.from({ length: providers }, (_, i) => ({
    sp_id: 601 + i,
    sp_name: `${towns[i % towns.length]} Voice Services`,
    sub_domain: `${towns[i % towns.length].toLowerCase()}-voice`,
    is_enabled: 1,
  }));
  const index = [];
  for (let i = 0; i < groups; i++) {
    const groupId = 6001 + i;
    const sp = sps[i % sps.length];
    const name = `${towns[Math.floor(rnd() * towns.length)]} ${trades[i % trades.length]} ${i + 1}`;
    const idle = i % 17 === 5;
    const g = olderGroup(groupId, sp.sp_id, {
      name,
      tasks: tasks + (i % 3 === 0 ? 1 : 0),
      nodes,
      flagged: i % 4 === 1,
      template: i % 10 === 0,
      broken: i % 25 === 3 ? ['orphan', 'jump', 'prompt'][i % 3] : null,
      lastCallAt: idle ? '2025-01-15T10:00:00.000Z' : new Date(Date.UTC(2026, 10, 1 + (i % 28))).toISOString(),
    });
    writeFileSync(join(dir, 'groups', `${groupId}.json`), JSON.stringify(g));
    index.push(groupSummary(g));
  }
  writeFileSync(join(dir, 'providers.json'), JSON.stringify(sps, null, 1));
  writeFileSync(join(dir, 'groups.json'), JSON.stringify(index));
  return { providers: sps, groups: index };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, ...rest] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node scripts/older-studio-data.mjs DIR [--providers N] [--groups N] [--tasks N] [--nodes N] [--seed N]');
    process.exit(2);
  }
  const options = {};
  for (let i = 0; i < rest.length; i += 2) options[rest[i].replace(/^--/, '')] = Number(rest[i + 1]);
  const made = writeOlderStudio(dir, options);
  console.log(`Older studio data: ${made.providers.length} providers, ${made.groups.length} groups in ${dir}`);
}
