import { Button, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNode } from '@shared/api/flow';
import type { FlowTest } from '@shared/api/sim-tests';
import { notifyError } from '@client/shell/notices';
import { recordTest, runTests } from './actions';
import { simApi, useFlowTests, useRefreshTests } from './api';
import { useSimStore } from './store';
import { TestEditor } from './TestEditor';

interface Props {
  taskId: number;
  nodes: readonly FlowNode[];
  readOnly: boolean;
  onFocusNode(id: number): void;
}

/** The task's flow tests in the panel: record one from the session, run one or all, edit, delete. */
export function TestsSection({ taskId, nodes, readOnly, onFocusNode }: Props) {
  const { t } = useTranslation('sim');
  const tests = useFlowTests(taskId);
  const refresh = useRefreshTests(taskId);
  const results = useSimStore((s) => s.results);
  const hasSession = useSimStore((s) => !!s.session);
  const [editing, setEditing] = useState<FlowTest | null>(null);
  const [running, setRunning] = useState(false);
  const resultOf = (id: number) => results?.results.find((r) => r.test_id === id);

  const run = async (ids?: number[]) => {
    setRunning(true);
    await runTests(taskId, ids);
    setRunning(false);
  };
  const record = async () => {
    if (await recordTest(taskId)) await refresh();
  };
  const remove = async (test: FlowTest) => {
    try {
      await simApi.deleteTest(test.test_id);
      await refresh();
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <section className="sim-section" aria-labelledby="sim-tests-title">
      <div className="sim-section-head">
        <h4 id="sim-tests-title">{t('tests.title')}</h4>
        <span className="cf-spacer" />
        {!readOnly && <Button size="small" icon="record" text={t('tests.record')} disabled={!hasSession} onClick={() => void record()} />}
        <Button
          size="small"
          icon="play"
          text={t('tests.runAll')}
          loading={running}
          disabled={!tests.data?.length}
          onClick={() => void run()}
        />
      </div>
      {readOnly && <p className="sim-muted">{t('tests.readOnly')}</p>}
      {results && (
        <p className="sim-summary" role="status">
          {t('tests.summary', { passed: results.passed, failed: results.failed })}
        </p>
      )}
      {tests.isPending ? (
        <div className="sim-center">
          <Spinner size={20} aria-label={t('tests.loading')} />
        </div>
      ) : tests.isError ? (
        <NonIdealState
          icon="error"
          title={t('tests.loadFailed')}
          description={tests.error.message}
          action={<Button icon="refresh" text={t('tests.retry')} onClick={() => void tests.refetch()} />}
        />
      ) : tests.data.length === 0 ? (
        <p className="sim-muted">{t('tests.empty')}</p>
      ) : (
        <ul className="sim-tests">
          {tests.data.map((test) => {
            const result = resultOf(test.test_id);
            const failing = result && !result.passed && result.failed_step !== null ? result.steps[result.failed_step] : null;
            return (
              <li key={test.test_id} className="sim-test" data-test-id={test.test_id}>
                <div className="sim-test-head">
                  {result && (
                    <Tag minimal intent={result.passed ? 'success' : 'danger'} icon={result.passed ? 'tick' : 'cross'}>
                      {t(result.passed ? 'tests.passed' : 'tests.failed')}
                    </Tag>
                  )}
                  <span className="sim-test-name">{test.test_name}</span>
                </div>
                {failing && (
                  <p className="sim-test-failure">
                    {t('tests.step', { n: (result!.failed_step ?? 0) + 1 })}: {failing.message}
                    {result!.failed_node_id !== null && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon="locate"
                        text={t('tests.showNode')}
                        onClick={() => onFocusNode(result!.failed_node_id!)}
                      />
                    )}
                  </p>
                )}
                <div className="sim-test-actions">
                  <Button
                    variant="minimal"
                    size="small"
                    icon="play"
                    text={t('tests.run')}
                    aria-label={`${t('tests.run')}: ${test.test_name}`}
                    onClick={() => void run([test.test_id])}
                  />
                  {!readOnly && (
                    <Button
                      variant="minimal"
                      size="small"
                      icon="edit"
                      text={t('tests.edit')}
                      aria-label={`${t('tests.edit')}: ${test.test_name}`}
                      onClick={() => setEditing(test)}
                    />
                  )}
                  {!readOnly && (
                    <Button
                      variant="minimal"
                      size="small"
                      icon="trash"
                      text={t('tests.delete')}
                      aria-label={`${t('tests.delete')}: ${test.test_name}`}
                      onClick={() => void remove(test)}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <TestEditor
          test={editing}
          nodes={nodes}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
    </section>
  );
}
