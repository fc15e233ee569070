import { taskTypeBlocks, type TaskType } from '@shared/api/flow';

/** A task type's own settings block (voice, chatbot, workflow …), as the task dialog edits it. */
export type Block = Record<string, unknown>;

/** The per-type block with every default (session timeouts 60, workflow 'Once', …). */
export const defaultBlock = (type: TaskType): Block => taskTypeBlocks[type][1].parse({}) as Block;
export const blockName = (type: TaskType) => taskTypeBlocks[type][0];
