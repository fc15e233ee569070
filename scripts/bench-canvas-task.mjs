// The generated voice task of the canvas benchmarks (bench-canvas.mjs, bench-canvas-edits.mjs), made through the HTTP
// API as a user would: a template branch (a menu with three keys, gotos, hang-ups and an open end under Otherwise) on
// a canvas of its own, copied again and again under the open end of the previous copy until the main canvas holds
// `target` nodes. The delta answer (as the canvas asks for it) names only the copied nodes, so a 10,000-node task is
// made in minutes.

/**
 * The canvas benchmarks' template branch: a menu with three keys; key 1 goes back to the menu, key 2 plays two prompts
 * and hangs up, key 3 goes to the task's first node, and Otherwise is the open end the next copy hangs under.
 */
export async function menuBranch({ add, canvasId, firstNodeId, prompt, first }) {
  const t0 = await add(canvasId, firstNodeId, 'prompt', prompt);
  const menu = await add(canvasId, t0.node_id, 'menu', { ...prompt, keys: keysOf(3) });
  const k1 = await add(canvasId, menu.node_id, 'prompt', prompt, { connector_condition: 'key_1' });
  await add(canvasId, k1.node_id, 'goto', { goto_node_id: menu.node_id });
  const k2 = await add(canvasId, menu.node_id, 'prompt', prompt, { connector_condition: 'key_2' });
  const k2b = await add(canvasId, k2.node_id, 'prompt', prompt);
  await add(canvasId, k2b.node_id, 'hangup');
  const k3 = await add(canvasId, menu.node_id, 'prompt', prompt, { connector_condition: 'key_3' });
  await add(canvasId, k3.node_id, 'goto', { goto_node_id: first.node_id });
  await add(canvasId, menu.node_id, 'prompt', prompt, { connector_condition: 'otherwise' });
  return menu;
}

/** The versions and validation benchmarks' branch: a three-key menu whose key 1 goes back to it and key 2 hangs up. */
export async function shortMenuBranch({ add, canvasId, firstNodeId, prompt }) {
  const t0 = await add(canvasId, firstNodeId, 'prompt', prompt);
  const menu = await add(canvasId, t0.node_id, 'menu', { ...prompt, keys: keysOf(3) });
  const k1 = await add(canvasId, menu.node_id, 'prompt', prompt, { connector_condition: 'key_1' });
  await add(canvasId, k1.node_id, 'goto', { goto_node_id: menu.node_id });
  const k2 = await add(canvasId, menu.node_id, 'prompt', prompt, { connector_condition: 'key_2' });
  await add(canvasId, k2.node_id, 'hangup');
  await add(canvasId, menu.node_id, 'prompt', prompt, { connector_condition: 'otherwise' });
  return menu;
}

const keyWords = ['One', 'Two', 'Three'];
const keysOf = (n) => keyWords.slice(0, n).map((label, i) => ({ key: String(i + 1), label }));

/**
 * Makes the task with `call` (builderApi's): `branch` is built on a canvas of its own and copied under the open end of
 * the previous copy until the main canvas holds `target` nodes (the whole task when `countAll`). `firstNode` makes the
 * main canvas's first node (a prompt unless given). Answers the task, its canvases, the branch's menu, the copies'
 * roots, every node and the counts.
 */
export async function generateVoiceTask(
  call,
  target,
  { name = `Bench canvas ${target}`, branch = menuBranch, firstNode = null, countAll = false } = {},
) {
  const promptId = (
    await call('POST', '/prompt/prompts', { prompt_name: `${name} prompt`, texts: [{ language: 'en-US', text: 'Hello.' }] })
  ).prompt_id;
  const task = await call('POST', '/studio/tasks', { task_name: name, task_type: 'voice' });
  const [main] = await call('GET', `/node/canvas?task_id=${task.task_id}`);
  const template = (
    await call('POST', '/node/canvas', { task_id: task.task_id, canvas_name: 'Template', is_event_handler: 0, is_ni_nm_handler: 0 })
  ).canvas.data;
  const add = async (canvas, pid, node_type, config = {}, extra = {}) =>
    (await call('POST', '/node/nodes', { task_id: task.task_id, canvas_id: canvas, pid, node_type, config, swap: false, ...extra })).node
      .data;
  const prompt = { prompt_id: promptId };
  const first = firstNode
    ? await firstNode({ add, canvasId: main.canvas_id, firstNodeId: main.first_node_id })
    : await add(main.canvas_id, main.first_node_id, 'prompt', prompt);
  const menu = await branch({ add, canvasId: template.canvas_id, firstNodeId: template.first_node_id, prompt, first });
  let after = first.node_id;
  const roots = [];
  const all = new Map((await call('GET', `/node/nodes?task_id=${task.task_id}`)).map((n) => [n.node_id, n]));
  const counted = () => (countAll ? all.size : [...all.values()].filter((n) => n.canvas_id === main.canvas_id).length);
  let onMain = counted();
  while (onMain < target) {
    const res = await call(
      'POST',
      '/node/copy',
      {
        task_id: task.task_id,
        copy_node_id: menu.node_id,
        copy_type: 'copy_branch',
        pid: after,
        from_canvas_id: template.canvas_id,
        to_canvas_id: main.canvas_id,
      },
      { 'x-node-answer': 'delta' },
    );
    for (const n of res.delta.changed) all.set(n.node_id, n);
    roots.push(res.node.data.node_id);
    const nodes = res.delta.changed;
    const otherwise = nodes.find((n) => n.pid === res.node.data.node_id && n.node_name === 'Otherwise');
    after = nodes.find((n) => n.pid === otherwise.node_id).node_id;
    onMain = counted();
  }
  return { task, main, template, menu, first, last: after, promptId, onMain, total: all.size, roots, nodes: [...all.values()] };
}
