import { Button, Callout, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachmentFile } from '@shared/api/content-more';
import { notifyError } from '@client/shell/notices';
import { downloadFile, useObjectUrl } from './download';
import { fileKind, formatSize, renameProblem } from './rules';
import { useDisplayDate } from '../../../../session/useDisplayDate';
import { focusWhenFree } from '@client/shell/focusIsFree';

interface Props {
  item: AttachmentFile;
  fileName: string;
  readOnly: boolean;
  onRename(name: string): void;
}

/** A saved file: its name (rename keeps the extension), its metadata, a preview of images and audio, and the download. */
export function FileDetails({ item, fileName, readOnly, onRename }: Props) {
  const { t, i18n } = useTranslation('content');
  const kind = fileKind(item.extension);
  // Images and audio preview here; a video (up to 20 MB) is not fetched just to show it.
  const previewable = kind === 'image' || kind === 'audio';
  const preview = useObjectUrl(previewable ? item.download_url : null);
  const [busy, setBusy] = useState(false);
  const [unplayable, setUnplayable] = useState(false);
  const problem = renameProblem(fileName, item.extension);
  const date = useDisplayDate().dateTime;
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(item.download_url, item.file_name);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="content-form">
      <FormGroup
        label={t('fields.name')}
        labelFor="file-name"
        labelInfo={t('form.required')}
        helperText={problem ?? undefined}
        intent={problem ? 'danger' : undefined}
      >
        <InputGroup
          id="file-name"
          inputRef={focusWhenFree}
          value={fileName}
          disabled={readOnly}
          intent={problem ? 'danger' : undefined}
          onValueChange={onRename}
        />
      </FormGroup>
      <dl className="file-meta">
        <dt>{t('files.extension')}</dt>
        <dd>{item.extension}</dd>
        <dt>{t('files.type')}</dt>
        <dd>{item.mime_type.split(';')[0]}</dd>
        <dt>{t('files.size')}</dt>
        <dd>{formatSize(item.size, i18n.language)}</dd>
        <dt>{t('files.uploaded')}</dt>
        <dd>{date(item.created_at)}</dd>
        <dt>{t('fields.updated_at')}</dt>
        <dd>{date(item.updated_at)}</dd>
      </dl>
      <Button icon="download" text={t('files.download')} loading={busy} onClick={() => void download()} />
      {previewable && (
        <div className="file-preview" aria-label={t('files.preview')}>
          {preview.error ? (
            <Callout intent="warning" compact>
              {preview.error}
            </Callout>
          ) : !preview.url ? (
            <Spinner size={20} />
          ) : kind === 'image' ? (
            <img src={preview.url} alt={item.file_name} />
          ) : unplayable ? (
            <Callout intent="warning" compact>
              {t('files.cannotPlay')}
            </Callout>
          ) : (
            <audio controls src={preview.url} aria-label={item.file_name} onError={() => setUnplayable(true)} />
          )}
        </div>
      )}
    </div>
  );
}
