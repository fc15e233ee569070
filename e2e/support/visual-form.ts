import type { AccountApi } from './api';

/**
 * A voice task whose start leads to a visual form (Full name required, Age a number) with a prompt under Submitted,
 * and a simulator session waiting on it: the form's call uuid, the session, and the variable the name goes to.
 */
export async function waitingVisualForm(api: AccountApi, options: { allowUpload?: boolean } = {}) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const formName = `Callback request ${tag}`;
  const form = await api.call<{ form_type_id: number }>('POST', '/form/form-types', {
    name: formName,
    fields: [
      { name: 'full_name', label: 'Full name', data_type: 'STRING', required: true },
      { name: 'age', label: 'Age', data_type: 'NUMERIC' },
    ],
  });
  const variable = await api.call<{ variable_id: number; variable_name: string }>('POST', '/content/variables', {
    variable_name: `vf_name_${tag}`,
    variable_type: 'single_value',
  });
  const task = await api.call<{ task_id: number }>('POST', '/studio/tasks', { task_name: `Visual form ${tag}`, task_type: 'voice' });
  const canvases = await api.call<{ canvas_id: number; is_main_canvas: number; first_node_id: number }[]>(
    'GET',
    `/node/canvas?task_id=${task.task_id}`,
  );
  const main = canvases.find((c) => c.is_main_canvas === 1)!;
  const add = async (pid: number, node_type: string, config: Record<string, unknown>) =>
    (
      (await api.raw('POST', '/node/nodes', { task_id: task.task_id, canvas_id: main.canvas_id, pid, node_type, config })).node as {
        data: { node_id: number };
      }
    ).data.node_id;
  const vf = await add(main.first_node_id, 'visual_form', {
    form_type_id: form.form_type_id,
    allow_file_upload: options.allowUpload ?? false,
    field_mappings: [{ source: 'full_name', variable_id: variable.variable_id }],
  });
  const nodes = await api.call<{ node_id: number; pid: number; node_name: string }[]>('GET', `/node/nodes?task_id=${task.task_id}`);
  const submitted = nodes.find((n) => n.pid === vf && /^Submitted/.test(n.node_name))!;
  const prompt = await api.call<{ prompt_id: number }>('POST', '/prompt/prompts', {
    prompt_name: `Thanks ${tag}`,
    texts: [{ language: 'en-US', text: 'Thank you, we will call you back.' }],
  });
  await add(submitted.node_id, 'prompt', { prompt_id: prompt.prompt_id });
  const session = await api.call<{ session_id: string; events: { type: string; call_uuid?: string }[] }>('POST', '/sim/sessions', {
    task_id: task.task_id,
  });
  const uuid = session.events.find((e) => e.type === 'form_link')!.call_uuid!;
  return { uuid, sessionId: session.session_id, taskId: task.task_id, variable, formName, visualFormNodeId: vf };
}
