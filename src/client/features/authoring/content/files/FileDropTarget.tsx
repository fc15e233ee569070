import { Icon } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@client/session/store';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { contentKeys } from '@client/api/queryKeys';
import { useContentStore } from '../store';
import type { ListAddonProps } from '../tabTypes';
import { uploadFile } from './upload';

const carriesFiles = (e: DragEvent) => !!e.dataTransfer && [...e.dataTransfer.types].includes('Files');

/**
 * Files dropped on the list are uploaded into the selected folder, one after the other; each is
 * checked first (spec 2 §5) and a refusal shows the spec's message. The last upload opens.
 */
export function FileDropTarget({ canWrite, folderId }: ListAddonProps) {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const marker = useRef<HTMLSpanElement>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(0);

  useEffect(() => {
    const pane = marker.current?.parentElement;
    if (!pane) return;
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth++;
      setOver(true);
    };
    const overPane = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      e.dataTransfer!.dropEffect = canWrite ? 'copy' : 'none';
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setOver(false);
      if (canWrite) void uploadAll([...(e.dataTransfer?.files ?? [])]);
    };
    pane.addEventListener('dragenter', enter);
    pane.addEventListener('dragover', overPane);
    pane.addEventListener('dragleave', leave);
    pane.addEventListener('drop', drop);
    return () => {
      pane.removeEventListener('dragenter', enter);
      pane.removeEventListener('dragover', overPane);
      pane.removeEventListener('dragleave', leave);
      pane.removeEventListener('drop', drop);
    };
  });

  const uploadAll = async (files: File[]) => {
    let last: number | null = null;
    setBusy(files.length);
    for (const file of files) {
      try {
        const saved = await uploadFile(file, folderId);
        last = saved.file_id;
        notifySuccess(t('files.uploadDone', { name: saved.file_name }));
      } catch (e) {
        notifyError(new Error(`${file.name}: ${(e as Error).message}`));
      }
      setBusy((n) => n - 1);
    }
    const selection = useSession.getState().selection;
    if (selection) await qc.invalidateQueries({ queryKey: contentKeys.all(selection) });
    if (last !== null) useContentStore.getState().openEditor({ mode: 'update', id: last });
  };

  return (
    <span ref={marker} className="file-drop-marker">
      {(over || busy > 0) && (
        <span className={`file-drop-overlay${canWrite ? '' : ' is-refused'}`} role="status">
          <Icon icon={canWrite ? 'cloud-upload' : 'disable'} size={32} />
          <span>{busy > 0 ? t('files.uploading', { count: busy }) : canWrite ? t('files.dropToUpload') : t('files.noWrite')}</span>
        </span>
      )}
    </span>
  );
}
