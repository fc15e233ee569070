import { Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@shared/api/flow';
import { notify, notifyError, notifyUpdateFailed } from '@client/shell/notices';
import { taskApi, useInvalidateTasks, usePatchCachedTask } from './api';

export type DuplicateState = { duplicating: boolean; done: boolean };

/** Favourite and lock toggles (optimistic, then saved), duplicate (one task or its collection) with its flags, soft delete with undo (spec 2 §4). */
export function useTaskActions() {
  const { t } = useTranslation('flow');
  const patch = usePatchCachedTask();
  const invalidate = useInvalidateTasks();
  const [duplicates, setDuplicates] = useState<Record<number, DuplicateState>>({});

  const toggle = async (task: Task, field: 'is_favorite' | 'protected') => {
    const next = task[field] ? 0 : 1;
    patch(task.task_id, { [field]: next });
    try {
      await taskApi.update(task.task_id, { [field]: next });
    } catch (e) {
      patch(task.task_id, { [field]: task[field] });
      notifyUpdateFailed(e);
    }
  };

  const duplicate = async (task: Task) => {
    setDuplicates((d) => ({ ...d, [task.task_id]: { duplicating: true, done: false } }));
    try {
      const copy = await taskApi.duplicate(task.task_id);
      setDuplicates((d) => ({ ...d, [task.task_id]: { duplicating: false, done: true } }));
      notify({ intent: Intent.SUCCESS, icon: 'duplicate', message: t('tasks.duplicated', { name: copy.task_name }) });
      await invalidate();
    } catch (e) {
      setDuplicates((d) => ({ ...d, [task.task_id]: { duplicating: false, done: false } }));
      notifyError(e);
    }
  };

  /** The task and its linked tasks, with the same flags as duplicate; throws the server's refusal for the dialog to show. */
  const duplicateCollection = async (task: Task, suffix: string) => {
    setDuplicates((d) => ({ ...d, [task.task_id]: { duplicating: true, done: false } }));
    try {
      const copies = await taskApi.duplicateCollection(task.task_id, suffix);
      setDuplicates((d) => ({ ...d, [task.task_id]: { duplicating: false, done: true } }));
      notify({
        intent: Intent.SUCCESS,
        icon: 'duplicate',
        message: t('tasks.collectionDuplicated', { count: copies.length, name: copies[0]?.task_name ?? '' }),
      });
      await invalidate();
      return copies;
    } catch (e) {
      setDuplicates((d) => ({ ...d, [task.task_id]: { duplicating: false, done: false } }));
      throw e;
    }
  };

  const restore = async (task: Task) => {
    patch(task.task_id, { is_enabled: 1 });
    try {
      await taskApi.update(task.task_id, { is_enabled: 1 });
      await invalidate();
    } catch (e) {
      patch(task.task_id, { is_enabled: 0 });
      notifyUpdateFailed(e);
    }
  };

  const remove = async (task: Task) => {
    patch(task.task_id, { is_enabled: 0 });
    try {
      await taskApi.remove(task.task_id);
      notify({
        icon: 'trash',
        message: t('tasks.deleted', { name: task.task_name }),
        action: { text: t('tasks.undo'), icon: 'undo', onClick: () => void restore(task) },
        timeout: 8000,
      });
    } catch (e) {
      patch(task.task_id, { is_enabled: 1 });
      notifyError(e);
    }
  };

  return { toggle, duplicate, duplicateCollection, remove, duplicates };
}
