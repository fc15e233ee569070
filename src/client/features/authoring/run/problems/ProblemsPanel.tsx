import { Button, Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskProblemAnswer } from '@shared/api/run';
import { useTaskValidation } from './api';
import { useProblemsStore } from './store';
import '../run.css';

export interface ProblemsPanelProps {
  taskId: number;
  /** Selects and centres the node, on whichever canvas it is. */
  onFocusNode(nodeId: number): void;
  onClose(): void;
}

const severities = ['error', 'warning'] as const;

/**
 * The task's problems: what GET /studio/task-validation answers, errors first then warnings. ↑ ↓ Home End
 * move between problems, Enter (or a click) jumps to the node and gives the keys to the canvas, Esc closes.
 */
export default function ProblemsPanel({ taskId, onFocusNode, onClose }: ProblemsPanelProps) {
  const { t } = useTranslation('run');
  const validation = useTaskValidation(taskId, true);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusRequest = useProblemsStore((s) => s.focusRequest);
  const problems = validation.data?.problems ?? [];
  const bySeverity = severities.map((severity) => ({
    severity,
    items: problems.map((p, index) => ({ p, index })).filter((x) => x.p.severity === severity),
  }));

  const options = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
  const focusOption = (i: number) => {
    const all = options();
    if (all.length === 0) return heading.current?.focus();
    const next = Math.max(0, Math.min(all.length - 1, i));
    setActive(next);
    all[next].focus();
  };
  // Opening (and Shift+M again) puts the keys on the current problem, or on the title when there is none.
  const loaded = validation.isSuccess;
  useEffect(() => {
    if (loaded) focusOption(active);
    else heading.current?.focus();
  }, [loaded, focusRequest]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (active >= problems.length && problems.length > 0) setActive(problems.length - 1);
  }, [problems.length, active]);

  const jump = (p: TaskProblemAnswer, i: number) => {
    setActive(i);
    onFocusNode(p.node_id);
    document.querySelector<HTMLElement>('.cf-viewport')?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: problems.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      focusOption(moves[e.key]);
    } else if (e.key === 'Enter' && problems[active]) {
      e.preventDefault();
      jump(problems[active], active);
    }
  };

  return (
    <aside
      className="run-panel"
      aria-labelledby="run-problems-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="run-head">
        <h3 id="run-problems-title" ref={heading} tabIndex={-1}>
          {t('problems.title')}
        </h3>
        <span className="cf-spacer" />
        <Button variant="minimal" size="small" icon="cross" aria-label={t('problems.close')} onClick={onClose} />
      </header>
      {validation.isPending ? (
        <div className="run-center" role="status">
          <Spinner size={24} />
          <span className="run-muted">{t('problems.loading')}</span>
        </div>
      ) : validation.isError ? (
        <NonIdealState
          icon="error"
          title={t('problems.loadFailed')}
          description={validation.error.message}
          action={<Button icon="refresh" text={t('problems.retry')} onClick={() => void validation.refetch()} />}
        />
      ) : problems.length === 0 ? (
        <p className="run-muted run-empty" role="status">
          <Icon icon="tick-circle" intent="success" /> {t('problems.empty')}
        </p>
      ) : (
        <div ref={list} className="run-problems" onKeyDown={onKeyDown}>
          <p className="run-muted run-hint">{t('problems.hint')}</p>
          {bySeverity.map(({ severity, items }) =>
            items.length === 0 ? null : (
              <section key={severity}>
                <h4 id={`run-problems-${severity}`} className="run-group">
                  {t(severity === 'error' ? 'problems.errors' : 'problems.warnings', { count: items.length })}
                </h4>
                <div role="listbox" aria-labelledby={`run-problems-${severity}`} className="run-list">
                  {items.map(({ p, index }) => (
                    <div
                      key={`${p.node_id}-${p.path}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      tabIndex={index === active ? 0 : -1}
                      className="run-problem"
                      data-node-id={p.node_id}
                      onClick={() => jump(p, index)}
                      onFocus={() => setActive(index)}
                    >
                      <Icon
                        icon={severity === 'error' ? 'error' : 'warning-sign'}
                        intent={severity === 'error' ? 'danger' : 'warning'}
                        title={t(`problems.${severity}`)}
                      />
                      <span className="run-problem-text">
                        <strong>{p.node_name}</strong> <span className="run-muted">#{p.node_id}</span>
                        <span className="run-problem-message">
                          {p.path ? `${p.path}: ` : ''}
                          {p.message}
                        </span>
                      </span>
                    </div>
                  ))}
                </div>
              </section>
            ),
          )}
        </div>
      )}
    </aside>
  );
}
