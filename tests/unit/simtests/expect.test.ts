import { describe, expect, it } from 'vitest';
import type { SimEvent } from '@shared/api/sim';
import { checkExpectation, failureNode, type Observed } from '@shared/simtests/expect';

const observed = (over: Partial<Observed> = {}): Observed => ({
  window: [],
  status: 'waiting',
  nodeId: 5,
  outcome: null,
  variables: {},
  knownVariables: new Set(['menu_choice', 'count']),
  nodeLabel: (id) => `Node (#${id})`,
  ...over,
});
const said = (text: string, node_id = 4): SimEvent => ({ type: 'said', node_id, text, language: 'en-GB' });
const entered = (node_id: number): SimEvent => ({ type: 'entered', node_id, node_type: 'prompt', node_name: 'P' });

describe('flow-test expectations', () => {
  it('a prompt said matches by contained text, case ignored; sent messages count too', () => {
    const o = observed({ window: [said('Welcome to Northwind Retail.'), { type: 'sent', node_id: 6, text: 'Your order is on its way' }] });
    expect(checkExpectation({ kind: 'said', text: 'welcome to northwind' }, o).passed).toBe(true);
    expect(checkExpectation({ kind: 'said', text: 'ON ITS WAY' }, o).passed).toBe(true);
    expect(checkExpectation({ kind: 'said', text: 'Goodbye' }, o)).toEqual({
      passed: false,
      message: 'Expected a prompt containing "Goodbye"; heard: "Welcome to Northwind Retail.", "Your order is on its way".',
      node_id: 5,
    });
    expect(checkExpectation({ kind: 'said', text: 'x' }, observed()).message).toBe('Expected a prompt containing "x"; heard: nothing.');
  });

  it('a variable equals a value compared as text; an unknown name fails with its own reason', () => {
    const o = observed({ variables: { menu_choice: 'orders', count: 3 } });
    expect(checkExpectation({ kind: 'variable', name: 'menu_choice', value: 'orders' }, o).passed).toBe(true);
    expect(checkExpectation({ kind: 'variable', name: 'count', value: '3' }, o).passed).toBe(true);
    expect(checkExpectation({ kind: 'variable', name: 'count', value: '4' }, o).message).toBe("Expected count to be '4'; it is '3'.");
    expect(checkExpectation({ kind: 'variable', name: 'nobody', value: '' }, o).message).toBe("There is no variable named 'nobody'.");
  });

  it('a node reached is looked for among the nodes entered since the last input, and fails on that node', () => {
    const o = observed({ window: [entered(7), entered(8)] });
    expect(checkExpectation({ kind: 'reached', node_id: 8 }, o).passed).toBe(true);
    expect(checkExpectation({ kind: 'reached', node_id: 9 }, o)).toEqual({
      passed: false,
      message: 'Expected the flow to reach Node (#9); it did not.',
      node_id: 9,
    });
  });

  it('ended checks the status and, when given, the outcome', () => {
    const ended = observed({ status: 'ended', nodeId: null, outcome: 'hangup', window: [entered(3)] });
    expect(checkExpectation({ kind: 'ended' }, ended).passed).toBe(true);
    expect(checkExpectation({ kind: 'ended', outcome: 'hangup' }, ended).passed).toBe(true);
    expect(checkExpectation({ kind: 'ended', outcome: 'completed' }, ended)).toEqual({
      passed: false,
      message: "Expected the session to end by 'completed'; it ended by 'hangup'.",
      node_id: 3,
    });
    expect(checkExpectation({ kind: 'ended' }, observed()).message).toBe('Expected the session to have ended; it waits at Node (#5).');
  });

  it('a failure is marked on the node that raised an error, else where the session waits, else the last node entered', () => {
    expect(failureNode(observed({ window: [entered(2), { type: 'error', node_id: 2, message: 'x' }] }))).toBe(2);
    expect(failureNode(observed({ window: [entered(2)] }))).toBe(5);
    expect(failureNode(observed({ nodeId: null, window: [entered(2), entered(3)] }))).toBe(3);
  });
});
