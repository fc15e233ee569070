import { Tree, type TreeNodeInfo } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import type { UsageGroup } from '@shared/api/content';

const iconOf = (model: string): IconName =>
  (({ Task: 'flow-branch', Node: 'graph', Prompt: 'volume-up', Variable: 'variable' }) as Record<string, IconName>)[model] ?? 'document';

/** The usages of a content item: groups (a task, or a content model) with the items that use it. */
export function UsageTree({ usages }: { usages: UsageGroup[] }) {
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const nodes = useMemo<TreeNodeInfo[]>(
    () =>
      usages.map((g) => {
        const key = `${g.model}:${g.id ?? g.name}`;
        return {
          id: key,
          label: g.name,
          icon: iconOf(g.model),
          isExpanded: !closed.has(key),
          secondaryLabel: String(g.items.length),
          childNodes: g.items.map((item) => ({ id: `${key}/${item.model}:${item.id}`, label: item.name, icon: iconOf(item.model) })),
        };
      }),
    [usages, closed],
  );
  const toggle = (node: TreeNodeInfo) =>
    setClosed((s) => {
      const next = new Set(s);
      const key = String(node.id);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return <Tree className="content-usage-tree" contents={nodes} onNodeExpand={toggle} onNodeCollapse={toggle} onNodeClick={toggle} />;
}
