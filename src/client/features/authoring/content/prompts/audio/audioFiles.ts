import { filesType } from '@shared/entities/content/files';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttachmentFile } from '@shared/api/content-more';
import { canAccess } from '@shared/access/engine';
import { fill, messages } from '@shared/messages';
import { fileExtension, type UploadCheck } from '@shared/upload';
import { api } from '@client/api/http';
import { idleKey, contentKeys } from '@client/api/queryKeys';
import { useAccountSelection } from '../../api';
import { checkFile } from '../../files/rules';
import { uploadFile } from '../../files/upload';
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

/** Uploads an audio file for a language (checked first) and refreshes every file list; answers the new file. */
export function useAudioUpload() {
  const qc = useQueryClient();
  const selection = useAccountSelection();
  return async (file: File, language: string): Promise<AttachmentFile> => {
    const check = checkAudioUpload(file, language);
    if (!check.ok) throw new Error(check.message);
    const saved = await uploadFile(file);
    if (selection) await qc.invalidateQueries({ queryKey: contentKeys.all(selection) });
    return saved;
  };
}
