import { Button, Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DiffStatus, FieldChange, TaskDiff } from '@shared/versions/diff';
import { stableJson } from '@shared/versions/diff';

/** Each status has its colour, and also its icon and word: colour is never the only signal. */
export const diffIcons: Record<DiffStatus, IconName> = { added: 'plus', removed: 'minus', changed: 'edit' };
export const diffSymbols: Record<DiffStatus, string> = { added: '+', removed: '−', changed: '~' };

const shown = (value: unknown, empty: string) =>
  value === null || value === undefined || value === '' ? empty : typeof value === 'string' ? value : stableJson(value);

function FieldLine({ change }: { change: FieldChange }) {
  const { t } = useTranslation('versions');
  const field = change.field.startsWith('config.')
    ? change.field.slice('config.'.length)
    : t(`fields.${change.field}`, { defaultValue: change.field });
  return (
    <li className="vs-field">
      <span className="vs-field-name">{field}</span>
      <del>{shown(change.before, t('diff.empty'))}</del>
      <span aria-hidden="true"> → </span>
      <ins>{shown(change.after, t('diff.empty'))}</ins>
    </li>
  );
}

export function DiffLegend({ diff }: { diff: TaskDiff | null }) {
  const { t } = useTranslation('versions');
  return (
    <ul className="vs-legend" aria-label={t('diff.legend')}>
      {(['added', 'removed', 'changed'] as const).map((status) => (
        <li key={status} className={`vs-legend-item vs-${status}`}>
          <span className="vs-swatch" aria-hidden="true">
            {diffSymbols[status]}
          </span>
          {t(`diff.${status}`)}
          {diff && <span className="vs-count">{diff.counts[status]}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The comparison's changes: each jumps to its node; a changed node lists its field-level differences. */
export function DiffSummary({
  diff,
  title,
  onStop,
  onFocusNode,
}: {
  diff: TaskDiff | null;
  title: string;
  onStop(): void;
  onFocusNode(id: number): void;
}) {
  const { t } = useTranslation('versions');
  return (
    <section className="vs-diff" aria-label={title}>
      <div className="vs-diff-head">
        <h4>{title}</h4>
        <Button size="small" icon="cross" text={t('diff.stop')} onClick={onStop} />
      </div>
      <DiffLegend diff={diff} />
      {!diff ? (
        <p className="vs-muted">{t('diff.loading')}</p>
      ) : diff.list.length === 0 ? (
        <p className="vs-muted">{t('diff.none')}</p>
      ) : (
        <ul className="vs-changes">
          {diff.list.map((d) => (
            <li key={d.node_id} className={`vs-change vs-${d.status}`}>
              <button type="button" className="vs-change-link" onClick={() => onFocusNode(d.node_id)}>
                <Icon icon={diffIcons[d.status]} size={12} />
                <span className="vs-change-status">{t(`diff.${d.status}`)}</span>
                <span className="vs-change-name">{d.node_name}</span>
                <span className="vs-muted">#{d.node_id}</span>
              </button>
              {d.fields.length > 0 && (
                <ul className="vs-fields">
                  {d.fields.map((f) => (
                    <FieldLine key={f.field} change={f} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
