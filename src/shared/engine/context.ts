import type { FlowNode, TaskType } from '../api/flow';
import type { SimEvent, StepEvent } from '../api/sim';
import { evaluate } from '../expr/evaluate';
import { toText, type Value } from '../expr/values';
import { messages } from '../messages';
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

/** The ctx a step runs with: reads and writes the session, and records events on the node. */
export function stepContext(
  s: SessionState,
  node: FlowNode,
  taskType: TaskType,
  input: StepInput | null,
  services: EngineServices,
  events: SimEvent[],
): StepContext {
  const get = (id: number): Value => s.variables[id] ?? null;
  const emit = (event: StepEvent) => events.push({ ...event, node_id: node.node_id } as SimEvent);
  const fill = (text: string) => text.replace(variableMark, (_, id: string) => toText(get(Number(id))));
  return {
    node,
    taskType,
    channel: s.channel,
    language: s.language,
    mock: s.mocks?.[node.node_id] ?? null,
    input,
    attempts: s.attempts,
    services,
    get,
    emit,
    fill,
    set(id, value) {
      s.variables[id] = value;
      if (!s.setVariables.includes(id)) s.setVariables.push(id);
      emit({ type: 'variable_set', variable_id: id, value });
    },
    async say(promptId) {
      if (promptId === null) return;
      const texts = await services.promptTexts(promptId);
      if (!texts) throw new Error(messages.engine.promptMissing);
      const chosen = pickLanguage(texts, s.language);
      if (!chosen) return;
      const text = fill(chosen.text);
      if (s.channel === 'voice') emit({ type: 'said', text, language: chosen.language });
      else emit({ type: 'sent', text });
    },
    evaluate: (expr) =>
      evaluate(expr, {
        variables: s.variables as Record<number, Value>,
        now: services.now,
        timeZone: services.timeZone,
        runFunction: services.runFunction,
      }),
  };
}
