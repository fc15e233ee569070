import { Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentModel, DeleteType, UsageGroup } from '@shared/api/content';
import { ApiError, isCanceled } from '@client/api/http';
import { useSession } from '@client/session/store';
import { notify, notifyError } from '@client/shell/notices';
import { contentKeys } from '@client/api/queryKeys';
import { contentApi } from '../api';
import { inUseCheckFailedText } from '../failureTexts';
import { useContentStore } from '../store';
import type { AnyContentTab } from '../tabTypes';
import type { DeleteEntry, DeleteRequest } from './DeleteDialog';

export interface DeleteTarget {
  id: number;
  name: string;
}

/** 'We are unable to determine if this prompt is in use.' plus the last sentence of the server's message. */
function inUseFailed(model: ContentModel, e: unknown) {
  if (isCanceled(e)) return;
  notifyError(new Error(inUseCheckFailedText(model, e)));
}

/** The delete flow of spec 2 §4: usages first; none → delete at once with undo; else the dialog. */
export function useDeleteFlow(tab: AnyContentTab) {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const [request, setRequest] = useState<DeleteRequest | null>(null);
  const [targets, setTargets] = useState<DeleteTarget[]>([]);
  const [busy, setBusy] = useState(false);
  // The model as users read it: DataStore → 'data store'.
  const refresh = () => selection && qc.invalidateQueries({ queryKey: contentKeys.all(selection) });

  const undo = async (type: DeleteType, ids: number[]) => {
    try {
      await Promise.all(ids.map((id) => (type === 'soft' ? contentApi.restore(tab, id) : contentApi.unarchive(tab, id))));
      notify({ intent: Intent.SUCCESS, icon: 'undo', message: t('delete.restored', { count: ids.length }) });
    } catch (e) {
      notifyError(e);
    }
    await refresh();
  };

  const perform = async (type: DeleteType, items: DeleteTarget[]) => {
    setBusy(true);
    try {
      for (const item of items) await contentApi.remove(tab, item.id, type);
      setRequest(null);
      const ids = items.map((i) => i.id);
      const { editor, clearSelection, openEditor } = useContentStore.getState();
      clearSelection();
      if (editor?.mode === 'update' && ids.includes(editor.id)) openEditor(null);
      const what = items.length === 1 ? items[0].name : t('delete.items', { count: items.length });
      notify({
        intent: Intent.SUCCESS,
        icon: type === 'safe' ? 'archive' : 'trash',
        message: t(`delete.done.${type}`, { name: what }),
        action: type === 'force' ? undefined : { text: t('actions.undo'), icon: 'undo', onClick: () => void undo(type, ids) },
        timeout: 8000,
      });
    } catch (e) {
      const body = e instanceof ApiError && e.status === 409 ? (e.body as { message?: string; usages?: UsageGroup[] }) : null;
      if (body?.usages) {
        setRequest({
          type,
          entries: items.map((i) => ({ ...i, deletable: false, message: body.message ?? (e as Error).message, usages: body.usages ?? [] })),
        });
      } else notifyError(e);
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const start = async (items: DeleteTarget[], type: DeleteType = 'soft') => {
    if (items.length === 0) return;
    setTargets(items);
    let entries: DeleteEntry[];
    try {
      entries = await Promise.all(
        items.map(async (item) => {
          const answer = await contentApi.checkInUse({ content_model: tab.model, content_id: item.id, delete_type: type });
          return {
            ...item,
            deletable: answer.deletable,
            message: answer.message,
            usages: answer.in_use ? answer.usages : [],
            count: answer.count,
          };
        }),
      );
    } catch (e) {
      inUseFailed(tab.model, e);
      return;
    }
    const used = entries.filter((e) => e.usages.length > 0 || !e.deletable);
    if (used.length === 0) await perform(type, items);
    else setRequest({ type, entries: used });
  };

  return {
    request,
    busy,
    start: (items: DeleteTarget[], type?: DeleteType) => void start(items, type),
    confirm: (type: DeleteType) => void perform(type, targets),
    close: () => setRequest(null),
  };
}
