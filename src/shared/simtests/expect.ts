import type { SimEvent } from '../api/sim';
import type { FlowTestStep } from '../api/sim-tests';
import { toText, type Value } from '../expr/values';
import { fill, messages } from '../messages';

/** What a flow test's expectation looks at: the session now, and the events since the last input. */
export interface Observed {
  /** Events of the turns since the last input (the first turn's for expectations before any input). */
  window: readonly SimEvent[];
  status: 'running' | 'waiting' | 'ended';
  /** The node the session waits at; null once ended. */
  nodeId: number | null;
  outcome: string | null;
  /** Variable values by name. */
  variables: Readonly<Record<string, Value>>;
  /** The names of the account's variables (an expectation on another name fails). */
  knownVariables: ReadonlySet<string>;
  /** A node's name for messages ("Main menu (#12)"). */
  nodeLabel(nodeId: number | null): string;
}

export interface StepCheck {
  passed: boolean;
  message: string | null;
  /** The node a failing step is marked on: the node that raised an error, else where the session is, else the last one entered. */
  node_id: number | null;
}

const spoken = (e: SimEvent): e is Extract<SimEvent, { type: 'said' | 'sent' }> => e.type === 'said' || e.type === 'sent';

/** The node a failure is shown on. */
export function failureNode(o: Observed): number | null {
  const error = o.window.find((e) => e.type === 'error' && e.node_id !== null);
  if (error) return error.node_id;
  if (o.nodeId !== null) return o.nodeId;
  const entered = o.window.filter((e) => e.type === 'entered');
  return entered.at(-1)?.node_id ?? null;
}

const pass: StepCheck = { passed: true, message: null, node_id: null };
const failWith = (o: Observed, message: string): StepCheck => ({ passed: false, message, node_id: failureNode(o) });

/** Whether an expectation holds (an input or a pause is not checked here: the runner gives it to the session). */
export function checkExpectation(step: Exclude<FlowTestStep, { kind: 'input' | 'wait' }>, o: Observed): StepCheck {
  switch (step.kind) {
    case 'said': {
      const texts = o.window.filter(spoken).map((e) => e.text);
      if (texts.some((t) => t.toLowerCase().includes(step.text.toLowerCase()))) return pass;
      const heard = texts.length ? texts.map((t) => `"${t}"`).join(', ') : messages.flowTests.heardNothing;
      return failWith(o, fill(messages.flowTests.saidMissing, { text: step.text, heard }));
    }
    case 'variable': {
      if (!o.knownVariables.has(step.name)) return failWith(o, fill(messages.flowTests.variableUnknown, { name: step.name }));
      const actual = toText(o.variables[step.name] ?? null);
      return actual === step.value
        ? pass
        : failWith(o, fill(messages.flowTests.variableDiffers, { name: step.name, expected: step.value, actual }));
    }
    case 'reached': {
      if (o.window.some((e) => e.type === 'entered' && e.node_id === step.node_id)) return pass;
      return { passed: false, message: fill(messages.flowTests.notReached, { node: o.nodeLabel(step.node_id) }), node_id: step.node_id };
    }
    case 'ended': {
      if (o.status !== 'ended') return failWith(o, fill(messages.flowTests.notEnded, { node: o.nodeLabel(o.nodeId) }));
      if (step.outcome && step.outcome !== o.outcome)
        return failWith(o, fill(messages.flowTests.outcomeDiffers, { expected: step.outcome, actual: o.outcome ?? '' }));
      return pass;
    }
  }
}
