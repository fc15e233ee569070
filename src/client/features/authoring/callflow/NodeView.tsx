import { memo } from 'react';
import type { TreeItem } from '@shared/flow';
import type { NodeIssues } from './diagnostics/nodeDiagnostics';
import { templateSize, type Template } from './layout/prepare';
import { iconPaths } from './nodeIcons';
import { useIsSelected } from './store';
import { SimBadges, simClasses, simWords, useSimMarks } from '../sim/marks';
import { TrafficBadge, trafficClasses, trafficWords, useTrafficMark } from '../traffic/marks';

interface Props {
  item: TreeItem;
  template: Template;
  /** Centre x and top y. */
  x: number;
  y: number;
  typeLabel: string;
  icon: string;
  orphanLabel: string;
  leafLabel: string;
  /** validate()'s diagnostics of the node's settings, as a badge with a tooltip. */
  issues: NodeIssues | null;
  /** While two versions are compared: how this node differs (colour, symbol badge and word). */
  diff?: { status: 'added' | 'removed' | 'changed'; symbol: string; label: string };
  /** The names of the other people who have this node selected (presence). */
  remote?: string;
}

/** The comparison's mark on the node's top-right corner, named in words for screen readers and the tooltip. */
function DiffBadge({ diff, w }: { diff: NonNullable<Props['diff']>; w: number }) {
  return (
    <g className="cf-diff-badge" transform={`translate(${w - 10} -10)`} data-diff={diff.status}>
      <title>{diff.label}</title>
      <circle cx={10} cy={10} r={10} />
      <text x={10} y={14} textAnchor="middle">
        {diff.symbol}
      </text>
    </g>
  );
}

function Icon({ name, x, y }: { name: string; x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} className="cf-icon">
      {iconPaths(name).map((d, i) => (
        <path key={i} d={d} fillRule="evenodd" />
      ))}
    </g>
  );
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max - 1) + '…' : text);

/** The error or warning badge on the node's top-left corner; its tooltip lists the diagnostics. */
function IssuesBadge({ issues }: { issues: NodeIssues }) {
  return (
    <g className={`cf-badge cf-badge-issues cf-badge-${issues.severity}`} transform="translate(-8 -8)" data-severity={issues.severity}>
      <title>{issues.lines.join('\n')}</title>
      <circle cx={9} cy={9} r={9} />
      <text x={9} y={13} textAnchor="middle">
        {issues.count > 9 ? '9+' : issues.count}
      </text>
    </g>
  );
}

/** One drawn item. Memoized, and it reads only its own selected flag from the store. */
export const NodeView = memo(function NodeView({
  item,
  template,
  x,
  y,
  typeLabel,
  icon,
  orphanLabel,
  leafLabel,
  issues,
  diff,
  remote,
}: Props) {
  const selected = useIsSelected(item.key);
  // The simulator's marks: current node, path visited, breakpoint, error, failing test step.
  const sim = useSimMarks(item.nodeId);
  // The Traffic overlay's mark: sessions that reached the node, or a branch's share; the nodes losing the most callers.
  const traffic = useTrafficMark(item.kind === 'condition_dummy' ? -1 : item.nodeId);
  const { w, h } = templateSize[template];
  const cls = `cf-node cf-${template} cf-cat-${item.category}${selected ? ' cf-selected' : ''}${item.orphan ? ' cf-orphan' : ''}${diff ? ` cf-diff-${diff.status}` : ''}${simClasses(sim)}${trafficClasses(traffic)}`;
  const common = {
    'data-key': item.key,
    'data-node-id': item.nodeId,
    'data-sim': sim || undefined,
    'data-traffic': traffic || undefined,
    className: remote ? `${cls} cf-remote-selected` : cls,
    transform: `translate(${x - w / 2} ${y})`,
  };
  const label = `${diff ? `${item.label} (${diff.label})` : item.label}${simWords(sim)}${trafficWords(traffic)}`;
  const mark = (
    <>
      {sim && <SimBadges marks={sim} w={w} h={h} />}
      {traffic && <TrafficBadge mark={traffic} w={w} />}
      {diff && <DiffBadge diff={diff} w={w} />}
      {remote && (
        <g className="cf-remote">
          <title>{remote}</title>
          <rect className="cf-remote-ring" x={-5} y={-5} width={w + 10} height={h + 10} rx={12} />
        </g>
      )}
    </>
  );
  if (template === 'condition') {
    return (
      <g {...common} role="treeitem" aria-selected={selected} aria-label={label}>
        <rect width={w} height={h} rx={h / 2} className="cf-shape" />
        <text x={w / 2} y={h / 2 + 4} textAnchor="middle" className="cf-cond-text">
          {clip(item.label || typeLabel, 18)}
        </text>
        {mark}
      </g>
    );
  }
  if (template === 'start') {
    return (
      <g {...common} role="treeitem" aria-selected={selected} aria-label={label}>
        <rect width={w} height={h} rx={h / 2} className="cf-shape" />
        <Icon name={icon} x={16} y={h / 2 - 8} />
        <text x={42} y={h / 2 + 5} className="cf-title">
          {clip(item.label, 14)}
        </text>
        {mark}
      </g>
    );
  }
  const same = template === 'same';
  return (
    <g {...common} role="treeitem" aria-selected={selected} aria-label={label}>
      <rect width={w} height={h} rx={8} className="cf-shape" />
      <rect width={4} height={h - 16} x={0} y={8} rx={2} className="cf-accent" />
      <Icon name={same ? 'duplicate' : icon} x={16} y={same ? h / 2 - 8 : 14} />
      <text x={42} y={same ? h / 2 + 5 : 27} className="cf-title">
        {clip(item.label, same ? 19 : 21)}
      </text>
      {!same && (
        <text x={42} y={46} className="cf-sub">
          {clip(`${typeLabel} · #${item.nodeId}`, 25)}
        </text>
      )}
      {item.orphan && (
        <g className="cf-badge cf-badge-orphan" transform={`translate(${w - 62} -9)`}>
          <rect width={58} height={18} rx={9} />
          <text x={29} y={13} textAnchor="middle">
            {orphanLabel}
          </text>
        </g>
      )}
      {issues && !same && <IssuesBadge issues={issues} />}
      {mark}
      {item.leaf && !same && (
        <g className="cf-badge cf-badge-leaf" transform={`translate(${w / 2 - 20} ${h - 7})`}>
          <rect width={40} height={15} rx={7.5} />
          <text x={20} y={11} textAnchor="middle">
            {leafLabel}
          </text>
        </g>
      )}
    </g>
  );
});
