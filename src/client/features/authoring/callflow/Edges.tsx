import { memo } from 'react';
import type { Positioned } from './useLayout';

/** Elbow connectors from each visible parent's bottom to its children's tops, one path element for all. */
export const Edges = memo(function Edges({ layout, visible }: { layout: Positioned; visible: Uint8Array }) {
  const { prepared, x, y } = layout;
  const { parent, height } = prepared;
  let d = '';
  for (let i = 0; i < parent.length; i++) {
    const p = parent[i];
    if (p < 0 || (!visible[i] && !visible[p])) continue;
    const x1 = x[p];
    const y1 = y[p] + height[p];
    const x2 = x[i];
    const y2 = y[i];
    const mid = (y1 + y2) / 2;
    d +=
      x1 === x2
        ? `M${x1} ${y1}V${y2}`
        : `M${x1} ${y1}V${mid - 6}Q${x1} ${mid} ${x1 + Math.sign(x2 - x1) * 6} ${mid}H${x2 - Math.sign(x2 - x1) * 6}Q${x2} ${mid} ${x2} ${mid + 6}V${y2}`;
  }
  return <path d={d} className="cf-edges" />;
});
