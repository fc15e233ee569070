import type { FlowTestStep } from '@shared/api/sim-tests';
import { flowTests } from '../../modules/sim/flow-tests';
import type { SeedAccount } from './demo-context';

/** A task of the account by name, with a way to find its nodes by name. */
async function taskOf(ac: SeedAccount, taskName: string) {
  const task = await ac.db
    .selectFrom('tasks')
    .select('task_id')
    .where('ac_id', '=', ac.acId)
    .where('task_name', '=', taskName)
    .executeTakeFirstOrThrow();
  const nodes = await ac.db
    .selectFrom('nodes')
    .select(['node_id', 'node_name'])
    .where('task_id', '=', task.task_id)
    .orderBy('node_id')
    .execute();
  const node = (name: string) => nodes.find((n) => n.node_name === name)!.node_id;
  const lastNode = (name: string) => nodes.filter((n) => n.node_name === name).at(-1)!.node_id;
  return { taskId: task.task_id, node, lastNode };
}

const said = (text: string): FlowTestStep => ({ kind: 'said', text });
const reached = (node_id: number): FlowTestStep => ({ kind: 'reached', node_id });
const press = (dtmf: string): FlowTestStep => ({ kind: 'input', dtmf });
const say = (text: string): FlowTestStep => ({ kind: 'input', text });

/** The demo tasks' flow tests: they pass against the demo flows, and the seed test runs them. */
export async function seedDemoTests(retail: SeedAccount, health: SeedAccount): Promise<void> {
  const main = await taskOf(retail, 'Retail main line');
  const test = (ac: SeedAccount, task_id: number, test_name: string, steps: FlowTestStep[], extra: Record<string, unknown> = {}) =>
    ac.create(flowTests, { task_id, test_name, steps, ...extra });
  await test(retail, main.taskId, 'Returns for a caller we do not know', [
    said('Welcome to Northwind Retail'),
    reached(main.node('Main menu')),
    press('2'),
    reached(main.node('Returns policy')),
    said('return any item within 30 days'),
    { kind: 'ended', outcome: 'hangup' },
  ]);
  await test(
    retail,
    main.taskId,
    'Order enquiry notes the choice',
    [
      press('1'),
      { kind: 'variable', name: 'menu_choice', value: 'orders' },
      said('Your order NW-1001 is on its way'),
      { kind: 'ended', outcome: 'hangup' },
    ],
    {
      variables: { order_number: 'NW-1001' },
    },
  );
  await test(
    retail,
    main.taskId,
    'A known customer gets a returns label',
    [press('2'), reached(main.node('Returns label sent')), said('Hello Ann'), { kind: 'ended', outcome: 'hangup' }],
    {
      variables: { customer_name: 'Ann' },
    },
  );
  await test(retail, main.taskId, 'Pressing 0 hears the menu again', [
    press('0'),
    said('For an order, press 1'),
    reached(main.node('Main menu')),
  ]);

  const updates = await taskOf(retail, 'Retail order updates');
  await test(retail, updates.taskId, 'Asks for the order number', [said('Please reply with your order number'), { kind: 'ended' }]);
  await test(
    retail,
    updates.taskId,
    'Replies with the order status',
    [said('Hi Ann, your order NW-1001 is on its way'), { kind: 'ended' }],
    {
      variables: { customer_name: 'Ann', order_number: 'NW-1001' },
    },
  );

  const nurse = await taskOf(health, 'Nurse advice line');
  // What the caller says is typed: the grammars send symptoms to a nurse, prescriptions to the pharmacy desk, and
  // anything else by Otherwise to a nurse too.
  const reason = { start_node_id: nurse.node('Reason for calling') };
  const transferred = { kind: 'ended', outcome: 'transferred' } as const;
  await test(
    health,
    nurse.taskId,
    'A caller with a fever goes to a nurse',
    [
      say('I have had a fever since Monday.'),
      { kind: 'variable', name: 'call_reason', value: 'I have had a fever since Monday.' },
      reached(nurse.node('Transfer to a nurse')),
      transferred,
    ],
    reason,
  );
  await test(
    health,
    nurse.taskId,
    'A repeat prescription goes to the pharmacy desk',
    [say('I need a Repeat prescription, please'), reached(nurse.node('Pharmacy desk')), transferred],
    reason,
  );
  await test(
    health,
    nurse.taskId,
    'Other callers go to a nurse',
    [say('A question about my appointment'), reached(nurse.lastNode('Transfer to a nurse')), transferred],
    reason,
  );
}
