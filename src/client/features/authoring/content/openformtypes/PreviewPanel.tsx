import { Button, Callout, Card, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isCanceled } from '@client/api/http';
import { openFormApi } from './api';
import { previewFailureTitle, previewRequest, type OpenFormDraft } from './rules';

type Result = { ok: true; answer: unknown } | { ok: false; status: number; message: string };

/**
 * 'Preview': sends what a caller might say to the engine with the settings in the form and shows the
 * engine's JSON, or the server's message (503 when no engine service is set, 502 when the engine failed).
 */
export function PreviewPanel({ draft, canPreview }: { draft: OpenFormDraft; canPreview: boolean }) {
  const { t } = useTranslation('content');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = async () => {
    if (!text.trim() || !canPreview) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    try {
      const answer = await openFormApi.preview(draft.engine, previewRequest(draft, text), controller.signal);
      setResult({ ok: true, answer });
    } catch (e) {
      if (isCanceled(e)) return;
      setResult({ ok: false, status: e instanceof ApiError ? e.status : 0, message: (e as Error).message });
    } finally {
      if (abort.current === controller) setBusy(false);
    }
  };

  return (
    <Card compact className="of-preview" role="region" aria-label={t('openForms.preview.title')}>
      <div className="content-form-label">
        <span>{t('openForms.preview.title')}</span>
        <span className="content-form-hint">{t(`openForms.engines.${draft.engine}`)}</span>
      </div>
      <div className="of-preview-ask">
        <InputGroup
          aria-label={t('openForms.preview.utterance')}
          placeholder={t('openForms.preview.utterancePlaceholder')}
          value={text}
          disabled={!canPreview}
          onValueChange={setText}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <Button
          icon="send-message"
          text={t('openForms.preview.send')}
          loading={busy}
          disabled={!canPreview || !text.trim()}
          onClick={() => void send()}
        />
      </div>
      {!canPreview && <p className="content-form-hint">{t('openForms.preview.needsWrite')}</p>}
      <div aria-live="polite">
        {busy && !result && <Spinner size={20} />}
        {result?.ok === false && (
          <Callout
            intent={result.status === 503 ? 'warning' : 'danger'}
            icon={result.status === 503 ? 'offline' : 'error'}
            title={t(previewFailureTitle(result.status), { status: result.status })}
            className="of-preview-result"
          >
            {result.message}
          </Callout>
        )}
        {result?.ok && (
          <pre className="of-preview-json" aria-label={t('openForms.preview.answer')}>
            {JSON.stringify(result.answer, null, 2)}
          </pre>
        )}
      </div>
    </Card>
  );
}
