import { useRef, useState } from 'react';
import { Button, Callout, FormGroup, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { VisualFormAttachment } from '@shared/api/visual-form';
import { checkUpload } from '@shared/upload';
import { errorText } from '../auth/use-request';
import { visualFormApi } from './api';

interface Props {
  uuid: string;
  max: number;
  attached: readonly VisualFormAttachment[];
  onAttached(list: VisualFormAttachment[]): void;
  disabled: boolean;
}

/** A native file input (keyboard and screen-reader friendly); each chosen file uploads at once, with its progress. */
export function Attachments({ uuid, max, attached, onAttached, disabled }: Props) {
  const { t } = useTranslation('visualform');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    // The upload rule (spec 1 §5) is checked before sending, as the server checks it on receipt.
    const check = checkUpload({ name: file.name, size: file.size });
    if (!check.ok) return setError(check.message);
    setProgress({ name: file.name, percent: 0 });
    try {
      const done = await visualFormApi.attach(uuid, file, (sent, total) =>
        setProgress({ name: file.name, percent: total ? Math.round((sent / total) * 100) : 0 }),
      );
      onAttached([...attached, done]);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  }

  return (
    <FormGroup label={t('attachments')} labelFor="vf-attachment" helperText={t('attachHint')}>
      <input
        ref={input}
        id="vf-attachment"
        type="file"
        className="vf-file"
        accept=".cert,.txt,.pdf,.jpeg,.jpg,.png,.csv,.json,.mp3,.wav,.mp4"
        disabled={disabled || !!progress || attached.length >= max}
        onChange={(e) => void choose(e.currentTarget.files)}
      />
      {progress && (
        <div className="vf-progress" role="status">
          <span>{t('uploading', { name: progress.name, percent: progress.percent })}</span>
          <ProgressBar
            value={progress.percent / 100}
            intent="primary"
            aria-label={t('uploading', { name: progress.name, percent: progress.percent })}
          />
        </div>
      )}
      {error && (
        <Callout intent="danger" role="alert" icon="error" className="vf-upload-error">
          {error}
        </Callout>
      )}
      {attached.length > 0 && (
        <ul className="vf-attached" aria-label={t('uploaded')}>
          {attached.map((a) => (
            <li key={a.attachment_id}>
              <span>{a.file_name}</span>
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={t('remove', { name: a.file_name })}
                disabled={disabled}
                onClick={() => onAttached(attached.filter((x) => x.attachment_id !== a.attachment_id))}
              />
            </li>
          ))}
        </ul>
      )}
    </FormGroup>
  );
}
