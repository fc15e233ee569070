import { Button, Callout, HTMLSelect, Icon } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachmentFile } from '@shared/api/content-more';
import { notifyError, notifySuccess } from '@client/shell/notices';
import { AudioPreview } from './AudioPreview';
import { acceptedAudio, type AudioUpload } from './audioFiles';

interface Props {
  language: string;
  /** The stored choice (may name a file that is gone or not an audio file). */
  fileId: number | null;
  /** The account's audio files; undefined while loading or without permission to read files. */
  files: readonly AttachmentFile[] | undefined;
  canRead: boolean;
  canUpload: boolean;
  disabled: boolean;
  /** The editor's upload in place (its uploads are the editor's to tidy up). */
  upload: AudioUpload;
  onChange(fileId: number | null): void;
}

/** One language's audio: pick one of the account's mp3/wav files, play it, or upload one in place. */
export function PromptAudio({ language, fileId, files, canRead, canUpload, disabled, upload, onChange }: Props) {
  const { t } = useTranslation('content');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [playing, setPlaying] = useState<number | null>(null);
  const chosen = fileId === null ? null : (files?.find((f) => f.file_id === fileId) ?? null);
  const missing = fileId !== null && files !== undefined && !chosen;
  const options = [
    { value: '', label: t('audio.none') },
    ...(missing || (fileId !== null && !files) ? [{ value: String(fileId), label: t('audio.unavailable', { id: fileId }) }] : []),
    ...(files ?? []).map((f) => ({ value: String(f.file_id), label: f.file_name })),
  ];
  const choose = (next: number | null) => {
    setPlaying(null);
    onChange(next);
  };
  const send = async (file: File) => {
    setBusy(true);
    try {
      const saved = await upload(file, language, fileId);
      notifySuccess(t('files.uploadDone', { name: saved.file_name }));
      choose(saved.file_id);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="prompt-audio">
      <div className="prompt-audio-row">
        <Icon icon="volume-up" className="prompt-audio-icon" />
        <HTMLSelect
          fill
          className="prompt-audio-select"
          aria-label={t('audio.choose', { language })}
          value={fileId === null ? '' : String(fileId)}
          disabled={disabled || !canRead}
          options={options}
          onChange={(e) => choose(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        />
        {chosen && (
          <Button
            variant="minimal"
            icon={playing === chosen.file_id ? 'stop' : 'play'}
            aria-label={t(playing === chosen.file_id ? 'audio.stop' : 'audio.play', { name: chosen.file_name })}
            title={t(playing === chosen.file_id ? 'audio.stop' : 'audio.play', { name: chosen.file_name })}
            onClick={() => setPlaying(playing === chosen.file_id ? null : chosen.file_id)}
          />
        )}
        {canUpload && (
          <Button
            variant="minimal"
            icon="upload"
            loading={busy}
            disabled={disabled}
            aria-label={t('audio.upload', { language })}
            title={t('audio.upload', { language })}
            onClick={() => input.current?.click()}
          />
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptedAudio}
          data-testid={`prompt-audio-file-${language}`}
          onChange={(e) => {
            const picked = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (picked) void send(picked);
          }}
        />
      </div>
      {chosen && playing === chosen.file_id && <AudioPreview key={chosen.file_id} file={chosen} />}
      {missing && (
        <Callout intent="warning" compact className="prompt-audio-missing">
          {t('audio.missing')}
        </Callout>
      )}
      {!canRead && <p className="content-form-hint">{t('audio.noFilesPermission')}</p>}
    </div>
  );
}
