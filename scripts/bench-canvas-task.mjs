// The generated voice task of the canvas benchmarks (bench-canvas.mjs, bench-canvas-edits.mjs), made through the HTTP
// API as a user would: a template branch (a menu with three keys, gotos, hang-ups and an open end under Otherwise) on
// a canvas of its own, copied again and again under the open end of the previous copy until the main canvas holds
// `target` nodes. The delta answer (as the canvas asks for it) names only the copied nodes, so a 10,000-node task is
// made in minutes.

/** Makes the task with `call` (builderApi's); answers the task, its main canvas, the template's and the node counts. */
export async function generateVoiceTask(call, target, name = `Bench canvas ${target}`) {
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
  const first = await add(main.canvas_id, main.first_node_id, 'prompt', prompt);
  const t0 = await add(template.canvas_id, template.first_node_id, 'prompt', prompt);
  const menu = await add(template.canvas_id, t0.node_id, 'menu', {
    ...prompt,
    keys: [
      { key: '1', label: 'One' },
      { key: '2', label: 'Two' },
      { key: '3', label: 'Three' },
    ],
  });
  const k1 = await add(template.canvas_id, menu.node_id, 'prompt', prompt, { connector_condition: 'key_1' });
  await add(template.canvas_id, k1.node_id, 'goto', { goto_node_id: menu.node_id });
  const k2 = await add(template.canvas_id, menu.node_id, 'prompt', prompt, { connector_condition: 'key_2' });
  const k2b = await add(template.canvas_id, k2.node_id, 'prompt', prompt);
  await add(template.canvas_id, k2b.node_id, 'hangup');
  const k3 = await add(template.canvas_id, menu.node_id, 'prompt', prompt, { connector_condition: 'key_3' });
  await add(template.canvas_id, k3.node_id, 'goto', { goto_node_id: first.node_id });
  await add(template.canvas_id, menu.node_id, 'prompt', prompt, { connector_condition: 'otherwise' });
  let after = first.node_id;
  let onMain = 2;
  const all = new Map((await call('GET', `/node/nodes?task_id=${task.task_id}`)).map((n) => [n.node_id, n]));
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
    const nodes = res.delta.changed;
    const otherwise = nodes.find((n) => n.pid === res.node.data.node_id && n.node_name === 'Otherwise');
    after = nodes.find((n) => n.pid === otherwise.node_id).node_id;
    onMain = [...all.values()].filter((n) => n.canvas_id === main.canvas_id).length;
  }
  return { task, main, template, menu, first, last: after, promptId, onMain, total: all.size };
}
