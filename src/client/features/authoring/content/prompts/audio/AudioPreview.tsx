import { Callout, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachmentFile } from '@shared/api/content-more';
import { useObjectUrl } from '../../files/download';

/**
 * A language's audio in a player that starts at once. Shown only after Play (a file may be 2 MB); the
 * file comes as a blob: URL, since the token travels in a header and a plain src could not fetch it.
 */
export function AudioPreview({ file }: { file: AttachmentFile }) {
  const { t } = useTranslation('content');
  const [unplayable, setUnplayable] = useState(false);
  const preview = useObjectUrl(file.download_url);
  return (
    <div className="prompt-audio-player">
      {preview.error ? (
        <Callout intent="warning" compact>
          {preview.error}
        </Callout>
      ) : !preview.url ? (
        <Spinner size={16} />
      ) : unplayable ? (
        <Callout intent="warning" compact>
          {t('files.cannotPlay')}
        </Callout>
      ) : (
        <audio controls autoPlay src={preview.url} aria-label={file.file_name} onError={() => setUnplayable(true)} />
      )}
    </div>
  );
}
