import { Dialog, Icon } from '@blueprintjs/core';
import { Command as Cmdk } from 'cmdk';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNode } from '@shared/api/flow';
import { findNodeRows, shownPath } from './findNodeRows';
import { useNodeTypeLabels } from './nodeTypeLabels';

/** F: find a node of the canvas by name, id, type or path; each result shows its type and path. */
export function FindNode({
  open,
  nodes,
  onPick,
  onClose,
}: {
  open: boolean;
  nodes: FlowNode[];
  onPick(id: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation('flow');
  const labels = useNodeTypeLabels();
  // Built when the find opens, not with every load of the canvas (a large task has thousands of rows).
  const rows = useMemo(() => (open ? findNodeRows(nodes) : []), [open, nodes]);
  return (
    <Dialog isOpen={open} onClose={onClose} className="studio-palette cf-find" aria-label={t('find.title')}>
      <Cmdk label={t('find.title')} loop>
        <div className="studio-palette-input">
          <Icon icon="search" />
          <Cmdk.Input autoFocus placeholder={t('find.placeholder')} />
        </div>
        <Cmdk.List className="studio-palette-list">
          <Cmdk.Empty className="studio-palette-empty">{t('find.empty')}</Cmdk.Empty>
          {rows.map(({ node: n, path }) => {
            const type = labels.get(n.node_type);
            return (
              <Cmdk.Item
                key={n.node_id}
                value={`${n.node_name} #${n.node_id}`}
                keywords={[String(n.node_id), n.node_type, type?.label ?? '', ...path]}
                onSelect={() => onPick(n.node_id)}
                className="studio-palette-item"
              >
                <span className="studio-palette-title cf-find-title">
                  <span>{n.node_name}</span>
                  <span className="studio-palette-reason cf-find-where">
                    {[type?.label ?? n.node_type, shownPath(path)].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className="studio-palette-reason">#{n.node_id}</span>
              </Cmdk.Item>
            );
          })}
        </Cmdk.List>
      </Cmdk>
    </Dialog>
  );
}
