import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fill, messages } from '@shared/messages';
import { isCanceled } from '@client/api/http';
import { useSession } from '@client/session/store';
import { notify, notifySuccess, notifyUpdateFailed } from '@client/shell/notices';
import { contentKeys } from '@client/api/queryKeys';
import { functionsApi, useSavedFunction } from './api';
import { showResult, testArguments } from './completions';
import { functionBody, isSaved, type FunctionDraft } from './rules';

type Run =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'done'; result: unknown; ms: number }
  | { state: 'failed'; message: string; timedOut: boolean };

/**
 * Runs the saved function in the server's sandbox with an argument per parameter and shows the result
 * (as JSON) or the error. Unsaved changes are saved first ('Save and run').
 */
export function TestPanel({ draft, readOnly }: { draft: FunctionDraft; readOnly: boolean }) {
  const { t } = useTranslation('content');
  const qc = useQueryClient();
  const selection = useSession((s) => s.selection);
  const saved = useSavedFunction(draft.id);
  const [inputs, setInputs] = useState<Record<number, string>>({});
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const dirty = !!saved.data && !isSaved(draft, saved.data);
  const running = run.state === 'running';
  const blocked = draft.id === null || readOnly || !saved.data;
  // The run's state and outcome show below the code: bring them into view.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (run.state !== 'idle') outcome.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [run]);

  const start = async () => {
    if (blocked || running || draft.id === null) return;
    const id = draft.id;
    setRun({ state: 'running' });
    if (dirty) {
      const built = functionBody(draft);
      if ('error' in built) {
        notify({ intent: Intent.WARNING, icon: 'warning-sign', message: t(built.error, built.values) });
        return setRun({ state: 'idle' });
      }
      try {
        const updated = await functionsApi.update(id, built.body);
        notifySuccess(t('editor.updated', { name: updated.name }));
        if (selection) {
          qc.setQueryData(contentKeys.one(selection, 'javascripts', id), updated);
          void qc.invalidateQueries({ queryKey: contentKeys.all(selection) });
        }
      } catch (e) {
        notifyUpdateFailed(e);
        return setRun({ state: 'idle' });
      }
    }
    const started = performance.now();
    try {
      const answer = await functionsApi.test(id, testArguments(draft.parameters, inputs));
      setRun({ state: 'done', result: answer.result, ms: Math.round(performance.now() - started) });
    } catch (e) {
      if (isCanceled(e)) return setRun({ state: 'idle' });
      const message = e instanceof Error && e.message ? e.message : messages.operationFailed;
      setRun({ state: 'failed', message, timedOut: message === fill(messages.content.functionTimeout, { ms: draft.max_timeout }) });
    }
  };

  const hint = draft.id === null ? t('functions.test.createFirst') : readOnly ? messages.noManagePermission : null;
  return (
    <section className="function-test" aria-label={t('functions.test.title')}>
      <header className="function-test-head">
        <h3 className="function-test-title">{t('functions.test.title')}</h3>
        <Button
          intent="success"
          icon={running ? undefined : 'play'}
          loading={running}
          disabled={blocked}
          text={dirty ? t('functions.test.saveAndRun') : t('functions.test.run')}
          onClick={() => void start()}
        />
      </header>
      {hint ? (
        <p className="content-form-hint">{hint}</p>
      ) : (
        <>
          {draft.parameters.length === 0 ? (
            <p className="content-form-hint">{t('functions.test.noParameters')}</p>
          ) : (
            <div className="function-test-args">
              {draft.parameters.map((p) => (
                <FormGroup key={p.key} label={<code>{p.name || '—'}</code>} labelFor={`function-arg-${p.key}`} inline>
                  <InputGroup
                    id={`function-arg-${p.key}`}
                    value={inputs[p.key] ?? ''}
                    placeholder="null"
                    spellCheck={false}
                    onValueChange={(v) => setInputs((all) => ({ ...all, [p.key]: v }))}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
                        e.preventDefault();
                        void start();
                      }
                    }}
                  />
                </FormGroup>
              ))}
              <p className="content-form-hint">{t('functions.test.argumentHint')}</p>
            </div>
          )}
          <div ref={outcome} aria-live="polite">
            {running && <p className="content-form-hint function-test-running">{t('functions.test.running', { ms: draft.max_timeout })}</p>}
            {run.state === 'done' && (
              <Callout
                className="function-test-outcome"
                intent="success"
                icon="tick-circle"
                title={t('functions.test.result', { ms: run.ms })}
              >
                <pre className="function-test-json" data-testid="function-test-result">
                  {showResult(run.result)}
                </pre>
              </Callout>
            )}
            {run.state === 'failed' && (
              <Callout
                className="function-test-outcome"
                intent="danger"
                icon={run.timedOut ? 'time' : 'error'}
                title={t(run.timedOut ? 'functions.test.timedOut' : 'functions.test.failed')}
              >
                <pre className="function-test-json" data-testid="function-test-error">
                  {run.message}
                </pre>
              </Callout>
            )}
          </div>
        </>
      )}
    </section>
  );
}
