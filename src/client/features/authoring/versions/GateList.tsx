import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { GateProblem } from '@shared/api/versions';

/** The publish gate's refusal: every error, each jumping to its node. */
export function GateList({
  problems,
  onFocusNode,
  onDismiss,
}: {
  problems: GateProblem[];
  onFocusNode(id: number): void;
  onDismiss(): void;
}) {
  const { t } = useTranslation('versions');
  return (
    <Callout intent="danger" icon="error" title={t('gate.title')} className="vs-gate" role="alert">
      <p>{t('gate.intro', { count: problems.length })}</p>
      <ul className="vs-gate-list">
        {problems.map((p, i) => (
          <li key={`${p.node_id}-${p.path}-${i}`}>
            <button type="button" className="vs-change-link" onClick={() => onFocusNode(p.node_id)}>
              <strong>{p.node_name}</strong> <span className="vs-muted">#{p.node_id}</span>
              <span className="vs-gate-message">
                {p.path ? `${p.path}: ` : ''}
                {p.message}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Button size="small" variant="minimal" text={t('gate.dismiss')} onClick={onDismiss} />
    </Callout>
  );
}
