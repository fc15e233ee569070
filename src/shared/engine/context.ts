import type { FlowNode, TaskType } from '../api/flow';
import type { SimEvent, StepEvent } from '../api/sim';
import { evaluate } from '../expr/evaluate';
import { toText, type Value } from '../expr/values';
import { assertLength, boundedValue } from '../expr/bounds';
import { limits } from '../limits';
import { fill, messages } from '../messages';
import type { EngineServices, StepContext, StepInput } from '../plugin-api/run';
import type { SessionState } from './session';

const variableMark = /\{\{(\d+)\}\}/g;

/** The text of the session's language: the exact tag, else the same language, else the first text. */
export function pickLanguage<T extends { language: string }>(texts: readonly T[], language: string): T | undefined {
  const primary = language.split('-')[0].toLowerCase();
  return (
    texts.find((t) => t.language.toLowerCase() === language.toLowerCase()) ??
    texts.find((t) => t.language.split('-')[0].toLowerCase() === primary) ??
    texts[0]
  );
}

/**
 * The ctx a step runs with: reads and writes the session, and records events on the node. What a step keeps or
 * fills in stays within the value bounds (expr/bounds.ts), and a session's transcript within
 * limits.flow.maxSessionSize over all its turns: past it the step fails with a clear error.
 */
export function stepContext(
  s: SessionState,
  node: FlowNode,
  taskType: TaskType,
  input: StepInput | null,
  services: EngineServices,
  events: SimEvent[],
  pace: () => Promise<void>,
): StepContext {
  const get = (id: number): Value => s.variables[id] ?? null;
  const emit = (event: StepEvent) => {
    const size = (s.size ?? 0) + JSON.stringify(event).length;
    if (size > limits.flow.maxSessionSize)
      throw new Error(fill(messages.engine.sessionTooLarge, { max: limits.flow.maxSessionSize.toLocaleString('en-US') }));
    s.size = size;
    events.push({ ...event, node_id: node.node_id } as SimEvent);
  };
  const fillText = (text: string) => {
    let length = text.length;
    const filled = text.replace(variableMark, (mark: string, id: string) => {
      const value = toText(get(Number(id)));
      length += value.length - mark.length;
      assertLength(length);
      return value;
    });
    return boundedValue(filled);
  };
  return {
    node,
    taskType,
    channel: s.channel,
    get language() {
      return s.call?.voice?.language ?? s.language;
    },
    mock: s.mocks?.[node.node_id] ?? null,
    ani: s.ani ?? null,
    get call() {
      s.call ??= {};
      return s.call;
    },
    input,
    get stepState() {
      return s.stepState ?? null;
    },
    setStepState(state) {
      s.stepState = state;
    },
    attempts: s.attempts,
    services,
    get,
    emit,
    fill: fillText,
    set(id, value) {
      boundedValue(value);
      s.variables[id] = value;
      if (!s.setVariables.includes(id)) s.setVariables.push(id);
      emit({ type: 'variable_set', variable_id: id, value });
    },
    async say(promptId) {
      if (promptId === null) return;
      const texts = await services.promptTexts(promptId);
      if (!texts) throw new Error(messages.engine.promptMissing);
      const voice = s.call?.voice;
      const chosen = pickLanguage(texts, voice?.language ?? s.language);
      if (!chosen) return;
      const text = fillText(chosen.text);
      if (s.channel === 'voice') emit({ type: 'said', text, language: chosen.language, ...(voice ? { voice: voice.name } : {}) });
      else emit({ type: 'sent', text });
    },
    pace,
    evaluate: (expr) =>
      evaluate(expr, {
        pace,
        variables: s.variables as Record<number, Value>,
        now: services.now,
        timeZone: services.timeZone,
        runFunction: services.runFunction,
      }),
  };
}
