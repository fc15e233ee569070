import { Button, Callout, Icon } from '@blueprintjs/core';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@shared/limits';
import { acceptedExtensions, checkFile, formatSize } from './rules';
import { focusWhenFree } from '@client/shell/focusIsFree';

interface Props {
  file: File | null;
  disabled: boolean;
  onChoose(file: File): void;
}

/** Create a file: choose it (button or Enter/Space on the zone) or drop it here; the spec's check shows at once. */
export function FilePicker({ file, disabled, onChoose }: Props) {
  const { t, i18n } = useTranslation('content');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const check = file ? checkFile(file) : null;
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped && !disabled) onChoose(dropped);
  };
  return (
    <div className="content-form">
      <div
        className={`file-drop${over ? ' is-over' : ''}${disabled ? ' is-disabled' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Icon icon="cloud-upload" size={28} />
        <p className="file-drop-title">{t('files.dropHere')}</p>
        <Button
          id="file-choose"
          icon="folder-open"
          text={t('files.choose')}
          disabled={disabled}
          ref={focusWhenFree}
          onClick={() => input.current?.click()}
        />
        <p className="content-form-hint">
          {t('files.allowed', {
            extensions: limits.upload.extensions.join(', '),
            size: formatSize(limits.upload.maxBytes, i18n.language),
            mp4: formatSize(limits.upload.maxMp4Bytes, i18n.language),
          })}
        </p>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptedExtensions}
          onChange={(e) => {
            const chosen = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (chosen) onChoose(chosen);
          }}
        />
      </div>
      {file && (
        <div className="file-chosen">
          <Icon icon="document" />
          <span className="file-chosen-name">{file.name}</span>
          <span className="content-cell-muted">{formatSize(file.size, i18n.language)}</span>
        </div>
      )}
      {check && !check.ok && (
        <Callout intent="danger" icon="error" compact>
          {check.message}
        </Callout>
      )}
    </div>
  );
}
