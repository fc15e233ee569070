import { Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '@shared/messages';
import { isCanceled } from '@client/api/http';
import { useSession } from '@client/session/store';
import { notify, notifyError, notifySuccess } from '@client/shell/notices';
import { contentKeys } from '@client/api/queryKeys';
import { contentApi } from '../api';
import { folderFailureText } from '../failureTexts';
import type { FolderNameRequest } from '../dialogs/FolderNameDialog';
import { MAIN_FOLDER, useContentStore } from '../store';

const info = (message: string) => notify({ intent: Intent.PRIMARY, icon: 'info-sign', message });

/** Shows the server's message, or the spec's fallback when the server gave none. */
function failed(e: unknown, fallback: string) {
  if (isCanceled(e)) return;
  notifyError(new Error(folderFailureText(e, fallback)));
}

/** Create, rename and delete folders through the prompt dialog, with the spec's notices (spec 2 §8). */
export function useFolderActions() {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const [request, setRequest] = useState<FolderNameRequest | null>(null);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => selection && qc.invalidateQueries({ queryKey: contentKeys.all(selection) });

  const submit = async (name: string) => {
    if (!request) return;
    setBusy(true);
    try {
      if (request.mode === 'create') {
        const folder = await contentApi.createFolder(name);
        useContentStore.getState().selectFolder(folder.folder_id);
        notifySuccess(t('folders.created', { name }));
      } else {
        await contentApi.renameFolder(request.folderId!, name);
        notifySuccess(t('folders.renamed', { name }));
      }
      setRequest(null);
      await refresh();
    } catch (e) {
      failed(e, request.mode === 'create' ? messages.content.unableToCreateFolder : messages.content.unableToUpdateFolder);
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    if (request) info(request.mode === 'create' ? messages.content.inputCanceled : messages.content.updateCanceled);
    setRequest(null);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await contentApi.deleteFolder(removing.id);
      if (useContentStore.getState().folderId === removing.id) useContentStore.getState().selectFolder(MAIN_FOLDER);
      notifySuccess(t('folders.deleted', { name: removing.name }));
      setRemoving(null);
      await refresh();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  const cancelRemove = () => {
    info(messages.content.canceled);
    setRemoving(null);
  };

  return {
    request,
    removing,
    busy,
    create: () => setRequest({ mode: 'create', initial: '' }),
    rename: (id: number, name: string) => setRequest({ mode: 'update', folderId: id, initial: name }),
    remove: (id: number, name: string) => setRemoving({ id, name }),
    submit: (name: string) => void submit(name),
    cancel,
    confirmRemove: () => void confirmRemove(),
    cancelRemove,
  };
}
