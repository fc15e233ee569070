import { z } from 'zod';
import { checkRef, contentId, defineNode, diagnosticTexts, error, next } from '@shared/plugin-api';

/** Runs another task of the account, then continues here. Recursion is checked by the server before linking. */
export default defineNode({
  type: 'link_task',
  category: 'one_child',
  group: 'Flow',
  label: {
    en: 'Link task',
    de: 'Aufgabe verknüpfen',
    fr: 'Lier une tâche',
    'fr-CA': 'Lier une tâche',
    es: 'Vincular tarea',
    it: 'Collega attività',
    'pt-BR': 'Vincular tarefa',
  },
  icon: 'link',
  keywords: ['sub flow', 'subroutine', 'call task', 'reuse', 'module'],
  /** Link task: the task the flow continues in. */
  editor: {
    sections: [{ title: 'target', keys: ['task_id'] }],
  },
  config: z.object({ task_id: contentId('task') }),
  validate: (config, ctx) =>
    config.task_id !== null && ctx.taskId !== undefined && config.task_id === ctx.taskId
      ? [error('task_id', diagnosticTexts.selfLink)]
      : checkRef(ctx, 'task', config.task_id, 'task_id', 'Task'),
  run: (config) => (config.task_id === null ? next() : { kind: 'link', taskId: config.task_id }),
});
