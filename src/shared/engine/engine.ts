import type { SimChannel, SimEvent } from '../api/sim';
import type { Value } from '../expr/values';
import { fill, messages } from '../messages';
import type { NodeRegistry } from '../plugin-api/types';
import type { EngineServices, StepInput, StepResult } from '../plugin-api/run';
import { stepContext } from './context';
import {
  childOf,
  conditionOf,
  errorHandlerEntry,
  hasConditions,
  indexFlow,
  mainEntry,
  noInputHandlerEntry,
  type FlowSource,
  type IndexedFlow,
} from './flow';
import { newSession, type SessionState, type TurnResult } from './session';
import { continueMode, pauseBefore, servicesFor, type PinnedAnswer, type RunMode } from './debug';
import { pacer } from './pace';

/** The engine's guards; sessionsPerAccount counts the sessions that wait for input. */
export const engineLimits = { maxSteps: 1000, maxRepeats: 10, maxLinkDepth: 20, sessionsPerAccount: 50 } as const;

export interface EngineDeps {
  registry: NodeRegistry;
  load: FlowSource;
  services: EngineServices;
}

class EngineError extends Error {}

/**
 * One turn of a session: runs steps from the current node until one waits for the caller or the flow ends.
 * Errors are reported on the node that raised them; then the task's event-handler canvas takes over, or the
 * session ends.
 */
class Turn {
  private flows = new Map<number, IndexedFlow>();
  readonly events: SimEvent[] = [];
  /** Steps run in this turn (a step-mode turn pauses after one). */
  private ran = 0;
  /** Gives the event loop back between slices of work. */
  readonly pace = pacer();

  constructor(
    private deps: EngineDeps,
    readonly s: SessionState,
    private mode: RunMode = continueMode,
  ) {}

  /** Stops before a node (a breakpoint or a step): the session waits, for no input, until it is resumed. */
  pause(nodeId: number, reason: 'breakpoint' | 'step') {
    this.s.status = 'waiting';
    this.s.waiting = null;
    this.s.pausedAt = nodeId;
    this.events.push({ type: 'paused', node_id: nodeId, reason });
  }

  async flow(taskId: number): Promise<IndexedFlow> {
    let flow = this.flows.get(taskId);
    if (!flow) {
      const loaded = await this.deps.load(taskId);
      if (!loaded) throw new EngineError(messages.engine.taskMissing);
      flow = indexFlow(loaded);
      this.flows.set(taskId, flow);
    }
    return flow;
  }

  finish(outcome: string, nodeId: number | null) {
    this.s.status = 'ended';
    this.s.outcome = outcome;
    this.s.nodeId = null;
    this.events.push({ type: 'ended', node_id: nodeId, outcome });
  }

  /** An error on a node: the event-handler canvas takes over once, else the session ends. */
  fail(nodeId: number | null, message: string, final = false) {
    this.events.push({ type: 'error', node_id: nodeId, message });
    const flow = this.flows.get(this.s.currentTaskId);
    const handler = flow && !final && !this.s.handlingError ? errorHandlerEntry(flow) : null;
    if (handler === null) return this.finish('error', nodeId);
    this.s.handlingError = true;
    this.s.nodeId = handler;
  }

  /** Where the flow goes after a node with nothing below it: back to the task that linked this one, or the end. */
  async leafReturn(nodeId: number): Promise<void> {
    const frame = this.s.stack.pop();
    if (!frame) return this.finish('completed', nodeId);
    this.s.currentTaskId = frame.taskId;
    const after = childOf(await this.flow(frame.taskId), frame.nodeId);
    if (after === null) return this.leafReturn(frame.nodeId);
    this.s.nodeId = after;
  }

  async continueTo(target: number | null, from: number): Promise<void> {
    if (target === null) await this.leafReturn(from);
    else this.s.nodeId = target;
  }

  async apply(flow: IndexedFlow, nodeId: number, result: StepResult): Promise<void> {
    const s = this.s;
    switch (result.kind) {
      case 'next':
        return this.continueTo(childOf(flow, nodeId), nodeId);
      case 'branch': {
        const condition = conditionOf(flow, nodeId, result.key);
        return this.continueTo(condition === null ? null : childOf(flow, condition), nodeId);
      }
      case 'goto':
        if (!flow.graph.byId.has(result.nodeId)) throw new EngineError(messages.engine.nodeMissing);
        s.nodeId = result.nodeId;
        return;
      case 'link': {
        if (s.stack.length >= engineLimits.maxLinkDepth)
          throw new EngineError(fill(messages.engine.linkDepth, { max: engineLimits.maxLinkDepth }));
        const entry = mainEntry(await this.flow(result.taskId));
        if (entry === null) throw new EngineError(messages.engine.noStart);
        s.stack.push({ taskId: s.currentTaskId, nodeId });
        s.currentTaskId = result.taskId;
        s.nodeId = entry;
        return;
      }
      case 'wait':
        s.status = 'waiting';
        s.waiting = { input: result.input, timeoutMs: result.timeoutMs, ...(result.form ? { form: result.form } : {}) };
        return;
      case 'no_input':
      case 'no_match': {
        if (result.kind === 'no_input') s.noInput = true;
        const handler = noInputHandlerEntry(flow);
        s.attempts = { noInput: 0, noMatch: 0 };
        const onHandler = handler !== null && flow.graph.byId.get(handler)?.canvas_id === flow.graph.byId.get(nodeId)?.canvas_id;
        if (handler !== null && !onHandler) return void (s.nodeId = handler);
        // A step without branches (cloud_stt) goes on to its child; one with branches leaves by Otherwise.
        if (!hasConditions(flow, nodeId)) return this.apply(flow, nodeId, { kind: 'next' });
        return this.apply(flow, nodeId, { kind: 'branch', key: 'otherwise' });
      }
      case 'end':
        return this.finish(result.outcome, nodeId);
    }
  }

  /** Counts the step and holds the guards; false when a guard ended the session. */
  enter(nodeId: number, label: { node_type: string; node_name: string }): boolean {
    const s = this.s;
    if (s.steps >= engineLimits.maxSteps) {
      this.fail(nodeId, fill(messages.engine.tooManySteps, { max: engineLimits.maxSteps.toLocaleString('en-US') }), true);
      return false;
    }
    s.repeat = s.repeat.nodeId === nodeId ? { nodeId, count: s.repeat.count + 1 } : { nodeId, count: 1 };
    if (s.repeat.count > engineLimits.maxRepeats) {
      this.fail(nodeId, fill(messages.engine.repeatedNode, { max: engineLimits.maxRepeats }), true);
      return false;
    }
    s.steps += 1;
    s.path.push(nodeId);
    s.attempts = { noInput: 0, noMatch: 0 };
    delete s.stepState;
    this.events.push({ type: 'entered', node_id: nodeId, ...label });
    return true;
  }

  async run(firstInput: StepInput | null) {
    const s = this.s;
    let input = firstInput;
    if (input !== null && s.noInput) s.noInput = false;
    while (s.status === 'running') {
      await this.pace();
      const nodeId = s.nodeId;
      if (nodeId === null) return this.finish('completed', null);
      try {
        const flow = await this.flow(s.currentTaskId);
        const node = flow.graph.byId.get(nodeId);
        if (!node) throw new EngineError(messages.engine.nodeMissing);
        if (input === null) {
          const why = pauseBefore(s, nodeId, this.mode, this.ran);
          if (why) return this.pause(nodeId, why);
          if (!this.enter(nodeId, node)) return;
        }
        const def = this.deps.registry.get(node.node_type);
        if (!def) throw new EngineError(fill(messages.engine.unknownNodeType, { type: node.node_type }));
        const parsed = def.config.safeParse(node.config);
        if (!parsed.success) throw new EngineError(fill(messages.engine.badConfig, { detail: parsed.error.issues[0]?.message ?? '' }));
        const ctx = stepContext(s, node, flow.taskType, input, servicesFor(this.deps.services, s, nodeId), this.events, this.pace);
        input = null;
        this.ran += 1;
        await this.apply(flow, nodeId, await def.run(parsed.data, ctx));
      } catch (e) {
        input = null;
        this.fail(nodeId, e instanceof Error ? e.message : String(e));
      }
    }
  }
}

export interface StartInput {
  taskId: number;
  channel: SimChannel;
  startNodeId?: number;
  language?: string;
  variables?: Record<string, Value>;
  /** Mock answers by node id for steps that need an outside platform. */
  mocks?: Record<string, string>;
  breakpoints?: number[];
  pins?: Record<string, PinnedAnswer>;
  /** Pause before the first node (the simulator's step). */
  step?: boolean;
  /** The caller's number, when the session has one (QforMe steps queue it). */
  ani?: string;
}

/** Starts a session at the task's start (or a chosen node) and runs its first turn. */
export async function startSession(deps: EngineDeps, input: StartInput): Promise<TurnResult> {
  const turn = new Turn(deps, newSession(input), input.step ? { step: true, pauseFirst: true } : continueMode);
  try {
    const flow = await turn.flow(input.taskId);
    const entry = input.startNodeId ?? mainEntry(flow);
    if (entry === null || !flow.graph.byId.has(entry))
      throw new EngineError(entry === null ? messages.engine.noStart : messages.engine.nodeMissing);
    turn.s.nodeId = entry;
  } catch (e) {
    await turn.fail(null, e instanceof Error ? e.message : String(e), true);
    return { session: turn.s, events: turn.events };
  }
  await turn.run(null);
  return { session: turn.s, events: turn.events };
}

/** The next turn of a waiting session with what the caller gave ({} is no input: the timer ran out). */
export async function takeTurn(
  deps: EngineDeps,
  session: SessionState,
  input: StepInput,
  options: { step?: boolean } = {},
): Promise<TurnResult> {
  const s: SessionState = structuredClone(session);
  const turn = new Turn(deps, s, { step: !!options.step });
  if (s.status !== 'waiting') throw new Error(messages.engine.sessionEnded);
  s.status = 'running';
  s.waiting = null;
  s.turn += 1;
  await turn.run(input);
  return { session: s, events: turn.events };
}

/** Resumes a session paused before a node: it enters that node and runs on (continue) or stops before the next (step). */
export async function resumeTurn(deps: EngineDeps, session: SessionState, options: { step?: boolean } = {}): Promise<TurnResult> {
  const s: SessionState = structuredClone(session);
  if (s.status !== 'waiting' || s.pausedAt == null) throw new Error(messages.engine.sessionEnded);
  const turn = new Turn(deps, s, { step: !!options.step, resumeAt: s.pausedAt });
  s.status = 'running';
  s.pausedAt = null;
  s.turn += 1;
  await turn.run(null);
  return { session: s, events: turn.events };
}
