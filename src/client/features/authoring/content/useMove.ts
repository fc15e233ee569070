import { Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '@shared/messages';
import { useSession } from '@client/session/store';
import { notify, notifyError, notifySuccess } from '@client/shell/notices';
import { contentKeys } from '@client/api/queryKeys';
import { contentApi } from './api';
import { ARCHIVED_FOLDER, useContentStore } from './store';
import type { AnyContentTab } from './tabTypes';

/** Moving items to a folder, by the dialog or by a drop; Archived refuses (spec 2 §4, §8). */
export function useMove(tab: AnyContentTab) {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const [busy, setBusy] = useState(false);

  const move = async (folderId: number, ids: number[]): Promise<boolean> => {
    if (ids.length === 0) return false;
    if (folderId === ARCHIVED_FOLDER) {
      notify({ intent: Intent.WARNING, icon: 'warning-sign', message: messages.content.archivedMoveRefused });
      return false;
    }
    setBusy(true);
    try {
      await contentApi.move(folderId, tab.model, ids);
      useContentStore.getState().clearSelection();
      notifySuccess(t('move.done', { count: ids.length }));
      return true;
    } catch (e) {
      notifyError(e);
      return false;
    } finally {
      setBusy(false);
      if (selection) await qc.invalidateQueries({ queryKey: contentKeys.all(selection) });
    }
  };
  return { busy, move };
}
