import { Tag } from '@blueprintjs/core';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplatePreview } from '@shared/api/library';

type PreviewNode = TemplatePreview['nodes'][number];

/** The template's canvas preview: each canvas's node tree as a read-only outline (names and node types). */
export function TemplateOutline({ preview }: { preview: TemplatePreview }) {
  const { t } = useTranslation('library');
  const children = useMemo(() => {
    const map = new Map<number | null, PreviewNode[]>();
    for (const n of preview.nodes) map.set(n.pid, [...(map.get(n.pid) ?? []), n]);
    for (const list of map.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
    return map;
  }, [preview]);
  const branch = (node: PreviewNode, depth: number): ReactElement => {
    const below = depth < 40 ? (children.get(node.id) ?? []) : [];
    return (
      <li key={node.id}>
        <span>{node.node_name || node.node_type}</span>
        <Tag minimal className="library-node-type">
          {node.node_type}
        </Tag>
        {below.length > 0 && <ul>{below.map((c) => branch(c, depth + 1))}</ul>}
      </li>
    );
  };
  const canvases = [...preview.canvases].sort((a, b) => b.is_main_canvas - a.is_main_canvas);
  return (
    <div className="library-preview">
      {canvases.map((c) => {
        const roots = (children.get(null) ?? []).filter((n) => n.canvas_id === c.id);
        return (
          <section key={c.id} aria-label={t('details.canvas', { name: c.canvas_name })}>
            <h4>{t('details.canvas', { name: c.canvas_name })}</h4>
            {/* Scrolls when long: focusable, so the keys scroll it too. */}
            <ul className="library-outline" tabIndex={0} aria-label={c.canvas_name}>
              {roots.map((n) => branch(n, 0))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
