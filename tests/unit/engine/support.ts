import { FlowBuilder, type EngineDeps, type TaskFlow } from '@shared/engine';
import type { EngineServices } from '@shared/plugin-api';
import { registry } from '@plugins/registry';

/** Prompts by id for engine tests: id → texts per language. */
export function engineDeps(
  flows: TaskFlow[],
  prompts: Record<number, { language: string; text: string }[]> = {},
  more: Partial<EngineServices> = {},
): EngineDeps {
  const byId = new Map(flows.map((f) => [f.taskId, f]));
  return {
    registry,
    load: async (taskId) => byId.get(taskId) ?? null,
    services: { promptTexts: async (id) => prompts[id] ?? null, timeZone: 'UTC', now: () => Date.UTC(2026, 0, 5, 10), ...more },
  };
}

export const builder = (taskId: number, type: 'voice' | 'messaging' = 'voice') => new FlowBuilder(registry, taskId, type);
