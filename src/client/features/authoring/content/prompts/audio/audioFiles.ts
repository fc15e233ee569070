import { filesType } from '@shared/entities/content/files';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AttachmentFile } from '@shared/api/content-more';
import { canAccess } from '@shared/access/engine';
import { fill, messages } from '@shared/messages';
import { fileExtension, type UploadCheck } from '@shared/upload';
import { api } from '@client/api/http';
import { idleKey, contentKeys } from '@client/api/queryKeys';
import { useAccountSelection } from '../../api';
import { checkFile, uploadBody } from '../../files/rules';
import { useAccessContext } from '../../accessContext';

/** What a prompt may play per language (spec 2 §3): mp3 or wav files of the account (the server checks the same). */
export const audioExtensions: readonly string[] = ['mp3', 'wav'];
export const acceptedAudio = audioExtensions.map((ext) => `.${ext}`).join(',');
export const isAudioFile = (file: Pick<AttachmentFile, 'extension'>) => audioExtensions.includes(file.extension.toLowerCase());

/** Before an upload for a language: an mp3 or wav (the server's wording), then the spec's upload rule. */
export function checkAudioUpload(file: { name: string; size: number }, language: string): UploadCheck {
  if (!audioExtensions.includes(fileExtension(file.name)))
    return { ok: false, message: fill(messages.content.audioFileType, { language, name: file.name }) };
  return checkFile(file);
}

/** What the user may do with files here: pick needs files read, upload-in-place files write. */
export function useFileAccess() {
  const ctx = useAccessContext();
  return {
    canRead: !!ctx && canAccess(ctx, 'build.content.files', 'read').allowed,
    canUpload: !!ctx && canAccess(ctx, 'build.content.files', 'write').allowed,
  };
}

/** The account's enabled, unarchived audio files by name; shares the content cache, so uploads elsewhere show here. */
export function useAudioFiles(enabled: boolean) {
  const selection = useAccountSelection();
  return useQuery({
    queryKey: selection ? contentKeys.audioFiles(selection) : idleKey('audio-files'),
    queryFn: async ({ signal }) => {
      const files = await api<AttachmentFile[]>(filesType.path, { signal, query: { fetch_all: 1 } });
      return files.filter(isAudioFile).sort((a, b) => a.file_name.localeCompare(b.file_name));
    },
    enabled: !!selection && enabled,
  });
}

/** Uploads an audio file for a language (checked first); `replacing` is the language's file until now. */
export type AudioUpload = (file: File, language: string, replacing: number | null) => Promise<AttachmentFile>;

/**
 * A prompt editor's uploads in place, through the file service (spec 2 §7 "POST /services/upload, /services/delete-upload,
 * /services/remove-unused-files-replacement: file handling"): each audio is one of the account's files, marked as an upload
 * of the service. An upload that replaces the language's earlier upload of this editor removes that one (the server keeps
 * a file something uses: it answers 409, and the file stays); when the editor closes, its uploads the saved prompt does
 * not use are removed, so audio tried and replaced, or uploaded and never saved, leaves nothing behind. Every file list
 * is refreshed after each change.
 */
export function useAudioUploads(): AudioUpload {
  const qc = useQueryClient();
  const selection = useAccountSelection();
  const made = useRef(new Set<number>());
  const refresh = () => (selection ? qc.invalidateQueries({ queryKey: contentKeys.all(selection) }) : Promise.resolve());
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    const uploads = made.current;
    return () => {
      if (uploads.size === 0) return;
      const file_ids = [...uploads];
      uploads.clear();
      void api('/services/remove-unused-files-replacement', { method: 'POST', body: { file_ids } })
        .then(() => refreshRef.current())
        .catch(() => undefined);
    };
  }, []);
  return async (file, language, replacing) => {
    const check = checkAudioUpload(file, language);
    if (!check.ok) throw new Error(check.message);
    const saved = await api<AttachmentFile>('/services/upload', { method: 'POST', body: uploadBody(file) });
    made.current.add(saved.file_id);
    if (replacing !== null && made.current.has(replacing)) {
      made.current.delete(replacing);
      // Used by something meanwhile (409) or already gone (404): it stays as it is.
      await api('/services/delete-upload', { method: 'POST', body: { file_id: replacing } }).catch(() => undefined);
    }
    await refresh();
    return saved;
  };
}
