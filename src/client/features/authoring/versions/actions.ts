import { Intent } from '@blueprintjs/core';
import type { GateProblem } from '@shared/api/versions';
import { messages } from '@shared/messages';
import { ApiError } from '@client/api/http';
import { i18n } from '@client/i18n';
import { notify } from '@client/shell/notices';
import { showFailure } from '../callflow/editActions';
import { versionsApi } from './api';
import { useVersionsStore } from './store';

/**
 * Publishing through the gate: errors refuse it and are listed in the versions panel, each jumping to its node;
 * warnings do not block and are counted in the notice.
 */
export async function publishTask(
  taskId: number,
  versionName: string | null,
  refresh: () => void,
  versionNotes: string | null = null,
): Promise<boolean> {
  const store = useVersionsStore.getState();
  try {
    const { version, warnings } = await versionsApi.publish(taskId, versionName, versionNotes);
    store.setGate(null);
    notify({
      intent: Intent.SUCCESS,
      icon: 'endorsed',
      message: i18n.t(warnings.length ? 'versions:panel.publishedWithWarnings' : 'versions:panel.publishedOk', {
        number: version.version_number,
        count: warnings.length,
      }),
    });
    refresh();
    return true;
  } catch (e) {
    const problems = e instanceof ApiError && e.status === 422 ? (e.body as { problems?: GateProblem[] } | null)?.problems : undefined;
    if (problems?.length) store.setGate(problems);
    showFailure(i18n.t('versions:gate.title'), e);
    return false;
  }
}

/** Saves the draft as a version without publishing it. */
export async function saveVersion(taskId: number, refresh: () => void): Promise<boolean> {
  try {
    const { version } = await versionsApi.saveVersion(taskId);
    notify({
      intent: Intent.SUCCESS,
      icon: 'floppy-disk',
      message: i18n.t('transfer:saveVersion.saved', { number: version.version_number }),
    });
    refresh();
    return true;
  } catch (e) {
    showFailure(i18n.t('transfer:saveVersion.failed'), e);
    return false;
  }
}

/** Rollback: the version becomes the draft, as an edit that undo reverses. */
export async function rollbackTo(
  taskId: number,
  versionId: number,
  number: number,
  applyChange: (answer: unknown) => void,
): Promise<boolean> {
  try {
    const answer = await versionsApi.rollback(taskId, versionId);
    useVersionsStore.getState().setCompare(null);
    applyChange(answer);
    notify({ intent: Intent.SUCCESS, icon: 'history', message: i18n.t('versions:panel.rolledBack', { number }) });
    return true;
  } catch (e) {
    showFailure(messages.canvas.updateFailed, e);
    return false;
  }
}

export async function renameVersion(versionId: number, name: string, refresh: () => void): Promise<boolean> {
  try {
    await versionsApi.rename(versionId, name);
    refresh();
    return true;
  } catch (e) {
    showFailure(messages.canvas.updateFailed, e);
    return false;
  }
}
