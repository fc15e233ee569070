import { lit, variable } from '@shared/expr';
import { variables } from '../../modules/content/variables/variables';
import { loadCanvases } from '../../modules/flow/model/state';
import { tasks } from '../../modules/flow/tasks/tasks';
import type { Services } from '../../services';
import { seedRetailContent } from './demo-content';
import { seedAccount, type SeedAccount } from './demo-context';
import { seedDemoTelephony } from './demo-telephony';
import { seedDemoBroadworks } from './demo-broadworks';
import { seedDemoTests } from './demo-tests';

const notEmpty = (variableId: number) => ({ kind: 'compare', operator: 'not_equal', left: variable(variableId), right: lit('') });

/** A new task and a way to add nodes to its main canvas: after a node, or under one of its branches. */
async function newTask(ac: SeedAccount, body: Record<string, unknown>) {
  const task = await ac.create(tasks, body);
  const main = (await loadCanvases(ac.db, task.task_id)).find((c) => c.is_main_canvas === 1)!;
  const add = (pid: number, node_type: string, node_name: string, config: Record<string, unknown> = {}, branch?: string) =>
    ac.node({ task_id: task.task_id, canvas_id: main.canvas_id, pid, node_type, node_name, config, connector_condition: branch });
  return { taskId: task.task_id as number, start: main.first_node_id!, add };
}

/**
 * Retail main line: start → Welcome → Main menu; 1 Orders → note the choice → order status → goodbye;
 * 2 Returns → Known customer? (a returns label, or the returns policy) → goodbye; 0 → back to the menu;
 * Otherwise → goodbye.
 */
async function retailMainLine(ac: SeedAccount, content: Awaited<ReturnType<typeof seedRetailContent>>) {
  const { prompts: p, variables: v } = content;
  const { start, add } = await newTask(ac, { task_name: 'Retail main line', task_type: 'voice', tags: ['retail', 'ivr'], is_favorite: 1 });
  const goodbye = (pid: number, branch?: string) => add(pid, 'hangup', 'Goodbye', { goodbye_prompt_id: p.goodbye }, branch);
  const welcome = await add(start, 'prompt', 'Welcome', { prompt_id: p.welcome });
  const keys = [
    { key: '1', label: 'Orders' },
    { key: '2', label: 'Returns' },
    { key: '0', label: 'Repeat' },
  ];
  // The key pressed goes into menu_choice (the simulator's watch shows it change).
  const menu = await add(welcome.node_id, 'menu', 'Main menu', { prompt_id: p.mainMenu, keys, result_variable_id: v.menuChoice });

  const choice = await add(menu.node_id, 'variable', 'Note order enquiry', { variable_id: v.menuChoice, value: lit('orders') }, 'key_1');
  const status = await add(choice.node_id, 'prompt', 'Order status', { prompt_id: p.orderStatus });
  await goodbye(status.node_id);

  const conditions = [{ key: 'known_customer', label: 'Known customer', condition: notEmpty(v.customerName) }];
  const known = await add(menu.node_id, 'decision', 'Known customer?', { conditions }, 'key_2');
  const label = await add(known.node_id, 'prompt', 'Returns label sent', { prompt_id: p.returnsKnown }, 'known_customer');
  await goodbye(label.node_id);
  const policy = await add(known.node_id, 'prompt', 'Returns policy', { prompt_id: p.returnsPolicy }, 'otherwise');
  await goodbye(policy.node_id);

  await add(menu.node_id, 'goto', 'Back to main menu', { goto_node_id: menu.node_id }, 'key_0');
  await goodbye(menu.node_id, 'otherwise');
}

/** Retail order updates (messaging): the order's status when the customer gave its number, else a question for it. */
async function retailOrderUpdates(ac: SeedAccount, content: Awaited<ReturnType<typeof seedRetailContent>>) {
  const v = content.variables;
  const { start, add } = await newTask(ac, { task_name: 'Retail order updates', task_type: 'messaging', tags: ['retail'] });
  const conditions = [{ key: 'has_order', label: 'Order number given', condition: notEmpty(v.orderNumber) }];
  const given = await add(start, 'decision', 'Order number given?', { conditions });
  const status = `Hi {{${v.customerName}}}, your order {{${v.orderNumber}}} is on its way. We will text you when it is out for delivery.`;
  await add(given.node_id, 'messaging_reply', 'Order status reply', { text: status }, 'has_order');
  await add(
    given.node_id,
    'messaging_reply',
    'Ask for the order number',
    { text: 'Hello from Northwind Retail! Please reply with your order number and we will look it up.' },
    'otherwise',
  );
}

/**
 * Northwind Health Line: a nurse line open on weekdays and Saturday mornings, closed otherwise. When open, Watson
 * speech asks why the caller rings and matches the answer against grammars: symptoms go to a nurse, prescriptions
 * to the pharmacy desk, anything else to a nurse too.
 */
async function healthNurseLine(ac: SeedAccount) {
  const { start, add } = await newTask(ac, { task_name: 'Nurse advice line', task_type: 'voice', tags: ['health'] });
  const reason = (await ac.create(variables, { variable_name: 'call_reason', variable_type: 'single_value' })).variable_id as number;
  const opening_hours = [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:00', to: '20:00' },
    { days: ['sat'], from: '09:00', to: '13:00' },
  ];
  const hours = await add(start, 'daytime', 'Opening hours', { time_zone: 'Europe/London', opening_hours });
  const grammars = [
    { key: 'symptoms', label: 'Symptoms', phrases: 'pain, fever, cough, rash, unwell' },
    { key: 'prescription', label: 'Prescription', phrases: 'prescription, repeat, refill, medicine' },
  ];
  const ask = await add(hours.node_id, 'watson_speech', 'Reason for calling', { transcript_variable_id: reason, grammars }, 'open');
  const nurse = { destination: '+44 20 7946 0000' };
  await add(ask.node_id, 'blind_transfer', 'Transfer to a nurse', nurse, 'symptoms');
  await add(ask.node_id, 'blind_transfer', 'Pharmacy desk', { destination: '+44 20 7946 0001' }, 'prescription');
  await add(ask.node_id, 'blind_transfer', 'Transfer to a nurse', nurse, 'otherwise');
  await add(hours.node_id, 'hangup', 'Closed', {}, 'closed');
}

/** The demo accounts' content and tasks, after the demo tenants were seeded into an empty database. */
export async function seedDemoFlows(services: Services): Promise<void> {
  const retail = await seedAccount(services, 'Northwind Retail');
  const content = await seedRetailContent(retail);
  await retailMainLine(retail, content);
  await retailOrderUpdates(retail, content);
  const health = await seedAccount(services, 'Northwind Health Line');
  await healthNurseLine(health);
  await seedDemoTests(retail, health);
  await seedDemoTelephony(services.db);
  await seedDemoBroadworks(services.db);
}
