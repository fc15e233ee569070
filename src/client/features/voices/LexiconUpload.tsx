import { Button, Callout, FormGroup, ProgressBar } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayDate } from '@client/session/useDisplayDate';
import { systemSelection } from '@shared/access/scope';
import type { ttsPackage } from '@shared/api/voices';
import { limits } from '@shared/limits';
import type { z } from 'zod';
import { api } from '@client/api/http';
import { notifySuccess } from '@client/shell/notices';
import { queryKeys } from '@client/api/queryKeys';
import type { EntityRow } from '../entities/api';
import { saveBlob } from '../authoring/content/files/download';
import './i18n';
import './voices.css';

type Lexicon = z.infer<typeof ttsPackage>['lexicon'];
const rules = limits.ttsLexicon;

/**
 * A TTS package's pronunciation lexicon: the one it has (download), and a new one uploaded in
 * chunks of 1 MB (POST /prompt/tts-packages/{id}/chunk) with a progress bar; the last chunk's answer is the
 * package with its new lexicon. An upload that stops half-way has its chunks removed (POST /prompt/tts-packages/chunk/cleanup).
 */
export default function LexiconUpload({ row, canWrite }: { row: EntityRow; canWrite: boolean }) {
  const { t, i18n } = useTranslation('voices');
  const show = useDisplayDate();
  const client = useQueryClient();
  const id = row.tts_package_id as number;
  const lexicon = row.lexicon as Lexicon;
  const [file, setFile] = useState<File | null>(null);
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tooLarge = !!file && file.size > rules.maxBytes;
  const upload = async () => {
    if (!file || tooLarge) return;
    const total = Math.max(1, Math.ceil(file.size / rules.chunkMaxBytes));
    // crypto.randomUUID needs a secure context; random bytes do not.
    const uploadId = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
    setError(null);
    setSent(0);
    let stored = 0;
    try {
      for (let index = 0; index < total; index++) {
        const body = new FormData();
        body.append('upload_id', uploadId);
        body.append('index', String(index));
        body.append('total', String(total));
        body.append('file', file.slice(index * rules.chunkMaxBytes, (index + 1) * rules.chunkMaxBytes), file.name);
        await api(`/prompt/tts-packages/${id}/chunk`, { method: 'POST', body, selection: systemSelection });
        stored = index + 1;
        setSent(stored);
      }
      notifySuccess(t('lexicon.uploaded', { name: file.name }));
      setFile(null);
      setRound((r) => r + 1);
      await client.invalidateQueries({ queryKey: queryKeys.system() });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      // An upload stopped half-way: its chunks on the server are removed at once, not left for the daily cleanup.
      if (stored > 0)
        void api('/prompt/tts-packages/chunk/cleanup', {
          method: 'POST',
          body: { upload_ids: [uploadId] },
          selection: systemSelection,
        }).catch(() => undefined);
    } finally {
      setSent(null);
    }
  };
  const download = async () => {
    try {
      saveBlob(
        await api<Blob>(`/prompt/tts-packages/${id}/lexicon`, { blob: true, selection: systemSelection }),
        lexicon?.file_name ?? 'lexicon.pls',
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const total = file ? Math.max(1, Math.ceil(file.size / rules.chunkMaxBytes)) : 1;
  return (
    <section className="voices-lexicon" aria-labelledby="voices-lexicon-title">
      <h3 className="ent-section" id="voices-lexicon-title">
        {t('lexicon.title')}
      </h3>
      {lexicon ? (
        <p data-testid="lexicon-current">
          {t('lexicon.current', {
            name: lexicon.file_name,
            size: (lexicon.size / 1024).toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
            date: show.dateTime(lexicon.updated_at),
          })}{' '}
          <Button size="small" variant="minimal" icon="download" text={t('lexicon.download')} onClick={() => void download()} />
        </p>
      ) : (
        <p className="bp6-text-muted">{t('lexicon.none')}</p>
      )}
      {canWrite && (
        <>
          <FormGroup
            label={t('lexicon.file')}
            labelFor="voices-lexicon-file"
            helperText={tooLarge ? t('lexicon.tooLarge') : t('lexicon.help')}
            intent={tooLarge ? 'danger' : 'none'}
          >
            <input
              key={round}
              id="voices-lexicon-file"
              type="file"
              accept=".pls,.xml"
              onChange={(e) => {
                setFile(e.currentTarget.files?.[0] ?? null);
                setError(null);
              }}
            />
          </FormGroup>
          <Button
            icon="upload"
            text={t('lexicon.upload')}
            disabled={!file || tooLarge || sent !== null}
            loading={sent !== null}
            onClick={() => void upload()}
          />
          {sent !== null && (
            <ProgressBar
              className="voices-lexicon-progress"
              value={sent / total}
              intent="primary"
              aria-label={t('lexicon.progress', { sent, total })}
            />
          )}
        </>
      )}
      <div aria-live="polite">
        {error && (
          <Callout intent="danger" className="voices-play-hint">
            {error}
          </Callout>
        )}
      </div>
    </section>
  );
}
