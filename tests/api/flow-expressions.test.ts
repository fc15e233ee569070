import { describe, expect, it } from 'vitest';
import type { FlowNode } from '@shared/api/flow';
import { messages } from '@shared/messages';
import { accountFixture } from './support/account';
import { flowHelpers } from './flow-support';

const fx = accountFixture();
const h = flowHelpers(fx);
const call = h.call;
let n = 0;

async function variableIn(post: (url: string, body: unknown) => Promise<{ json(): { data: { variable_id: number } } }>, name: string) {
  return (
    await post('/content/variables', {
      variable_name: `${name}_${++n}_${Math.random().toString(36).slice(2, 6)}`,
      variable_type: 'single_value',
    })
  ).json().data.variable_id;
}
const variable = (name: string) => variableIn((url, body) => call('POST', url, body), name);

const v = (id: number) => ({ kind: 'variable', id });
const lit = (value: string | number | boolean | null) => ({ kind: 'literal', value });
const compare = (operator: string, left: unknown, right: unknown) => ({ kind: 'compare', operator, left, right });

async function flow() {
  const t = await h.task();
  const { canvas_id, start } = await h.start(t.task_id);
  return { t, canvas_id, start };
}

describe('decision and variable nodes with expressions', () => {
  it('stores a decision whose condition is an AND of two comparisons, with one branch per condition and Otherwise', async () => {
    const { t, canvas_id, start } = await flow();
    const age = await variable('Age');
    const country = await variable('Country');
    const condition = {
      kind: 'conditions',
      operator: 'and',
      list: [compare('greater_or_equal', v(age), lit(18)), compare('equal', v(country), lit('DE'))],
    };
    const config = {
      conditions: [
        { key: 'adult_de', label: 'Adult in DE', condition },
        { key: 'vip', label: 'VIP', condition: compare('equal', v(-1), lit(true)) },
      ],
    };
    const node = await h.insert(t.task_id, canvas_id, start, 'decision', config);
    expect(node.config).toEqual(config);
    const children = (await h.nodes(t.task_id)).filter((c: FlowNode) => c.pid === node.node_id).map((c) => c.node_name);
    expect(children).toEqual(['Adult in DE', 'VIP', 'Otherwise']);
    const used = await call('POST', '/content/check-in-use-count', { content_model: 'Variable', content_id: country });
    expect(used.json().data.count).toBe(1);
  });

  it('refuses a condition using a variable that does not exist, or one of another account, and stores nothing', async () => {
    const { t, canvas_id, start } = await flow();
    const health = { spId: fx.ids.northwind, acId: fx.ids.health };
    const theirs = await variableIn((url, body) => fx.s.call('POST', url, { token: fx.token, selection: health, body }), 'Theirs');
    const before = await h.stored(t.task_id);
    for (const id of [theirs, 987654]) {
      const condition = {
        kind: 'conditions',
        operator: 'or',
        list: [compare('equal', lit('a'), lit('a')), compare('equal', v(id), lit(1))],
      };
      const res = await h.add({
        task_id: t.task_id,
        canvas_id,
        pid: start,
        node_type: 'decision',
        config: { conditions: [{ key: 'a', label: 'A', condition }] },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(
        `conditions.0.condition.list.1.left: The expression refers to a variable that no longer exists ({{${id}}}).`,
      );
    }
    expect(await h.stored(t.task_id)).toEqual(before);
  });

  it('refuses the old shapes, text where an expression belongs and a condition never built, with their messages', async () => {
    const { t, canvas_id, start } = await flow();
    const age = await variable('Age');
    const refusals: [unknown, string][] = [
      [{ conditions: [{ key: 'a', label: 'A', condition: '{{1}} > 2' }] }, `conditions.0.condition: ${messages.expr.unreadText}`],
      [{ conditions: [{ key: 'a', label: 'A', condition: null }] }, `conditions.0.condition: ${messages.expr.conditionRequired}`],
      [
        { conditions: [{ key: 'a', label: 'A', variable_id: age, operator: 'equal', value: 'x' }] },
        `conditions.0.condition: ${messages.expr.conditionRequired}`,
      ],
      [
        { conditions: [{ key: 'a', label: 'A', condition: compare('greater', lit(true), v(age)) }] },
        `conditions.0.condition.operator: ${messages.expr.booleanOperators}`,
      ],
      [
        { conditions: [{ key: 'a', label: 'A', condition: compare('equal', lit(null), v(age)) }] },
        `conditions.0.condition.left: ${messages.expr.chooseOperand}`,
      ],
    ];
    for (const [config, message] of refusals) {
      const res = await h.add({ task_id: t.task_id, canvas_id, pid: start, node_type: 'decision', config });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(message);
    }
  });

  it('sets a variable to an expression of other variables, refusing operations hidden in the variable node', async () => {
    const { t, canvas_id, start } = await flow();
    const target = await variable('Greeting');
    const name = await variable('Name');
    const value = { kind: 'call', op: 'concat', args: [lit('Hello '), { kind: 'call', op: 'uppercase', args: [v(name)] }] };
    const node = await h.insert(t.task_id, canvas_id, start, 'variable', { variable_id: target, value });
    expect(node.config).toEqual({ variable_id: target, value });
    expect((await call('POST', '/content/check-in-use-count', { content_model: 'Variable', content_id: name })).json().data.count).toBe(1);

    const hidden = await h.add({
      task_id: t.task_id,
      canvas_id,
      pid: start,
      node_type: 'variable',
      config: { variable_id: target, value: { kind: 'call', op: 'queue_wait_time', args: [lit('sales')] } },
    });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().message).toBe('value: Queue wait time is not available here.');

    const update = await call('PUT', `/node/nodes/${node.node_id}`, { config: { variable_id: target, value: 'Hello {{1}}' } });
    expect(update.statusCode).toBe(422);
    expect(update.json().message).toBe(`value: ${messages.expr.unreadText}`);
  });
});
