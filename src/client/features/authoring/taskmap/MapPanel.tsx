import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MapModel } from './model';

interface Props {
  model: MapModel;
  selected: number | null;
  selectedEdge: number | null;
  collectionSize: number;
  nameOf(node: number): string;
}

/** Beside the map: the selected task, its links both ways, its collection, and every recursion with its path. */
export function MapPanel({ model, selected, selectedEdge, collectionSize, nameOf }: Props) {
  const { t } = useTranslation('taskmap');
  const { graph } = model;
  const list = (edges: number[], end: 'from' | 'to') =>
    edges.length === 0 ? (
      <li className="tm-muted">{t('panel.nothing')}</li>
    ) : (
      edges.map((e) => (
        <li key={e} className={e === selectedEdge ? 'tm-panel-selected' : undefined}>
          <strong>{nameOf(end === 'to' ? graph.to[e] : graph.from[e])}</strong>{' '}
          <span className="tm-muted">· {graph.edges[e].node_name}</span>
        </li>
      ))
    );
  return (
    <aside className="tm-panel" aria-label={t('title')}>
      {selected === null ? (
        <p className="tm-muted">{t('panel.none')}</p>
      ) : (
        <>
          <h2 className="tm-panel-title">{nameOf(selected)}</h2>
          {model.unlinked.has(selected) && (
            <Tag minimal intent="warning">
              {t('unlinked')}
            </Tag>
          )}
          {model.cycleNodes.has(selected) && (
            <Tag minimal intent="danger">
              {t('recursion')}
            </Tag>
          )}
          {graph.nodes[selected].task && <p>{t('panel.collection', { count: collectionSize })}</p>}
          <h3>{t('panel.uses')}</h3>
          <ul className="tm-links">{list(graph.out[selected], 'to')}</ul>
          <h3>{t('panel.usedBy')}</h3>
          <ul className="tm-links">{list(graph.in[selected], 'from')}</ul>
        </>
      )}
      {model.cycles.length > 0 && (
        <section className="tm-recursions">
          <h3>{t('panel.recursions', { count: model.cycles.length })}</h3>
          <ul>
            {model.cycles.map((c, k) => (
              <li key={k}>
                {t('panel.recursionPath', {
                  path: [...c.path.map((e) => nameOf(graph.from[e])), nameOf(graph.from[c.path[0]] ?? c.nodes[0])].join(' → '),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className="tm-legend">
        <li>
          <span className="tm-key tm-key-collection" />
          {t('legend.collection')}
        </li>
        <li>
          <span className="tm-key tm-key-unlinked" />
          {t('legend.unlinked')}
        </li>
        <li>
          <span className="tm-key tm-key-recursion" />
          {t('legend.recursion')}
        </li>
        <li>
          <span className="tm-key-text">●</span>
          {t('modified')}
        </li>
      </ul>
      <p className="tm-muted tm-keys">{t('panel.keys')}</p>
    </aside>
  );
}
