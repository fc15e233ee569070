import { useMemo } from 'react';
import type { Canvas, FlowNode } from '@shared/api/flow';
import { diffVersions, type DiffStatus, type TaskDiff } from '@shared/versions/diff';
import { useDecodedVersion } from './api';
import { useVersionsStore, type Side } from './store';

export interface CompareView {
  active: boolean;
  loading: boolean;
  error: Error | null;
  /** What the canvas draws: the newer side plus what it removed; the draft when not comparing. */
  nodes: FlowNode[] | undefined;
  canvases: Canvas[] | undefined;
  diff: TaskDiff | null;
  statusOf(nodeId: number): DiffStatus | undefined;
}

const none = () => undefined;

/**
 * The comparison of two versions (or a version and the draft) drawn on the canvas: nodes matched by
 * id, in three colours. While it is shown the canvas is read-only.
 */
export function useCompareView(draftNodes: FlowNode[] | undefined, draftCanvases: Canvas[] | undefined): CompareView {
  const compare = useVersionsStore((s) => s.compare);
  const idOf = (side: Side | undefined) => (side === undefined || side === 'draft' ? null : side);
  const from = useDecodedVersion(idOf(compare?.from));
  const to = useDecodedVersion(idOf(compare?.to));
  const diff = useMemo(() => {
    if (!compare) return null;
    const sideOf = (side: Side, decoded: typeof from.data) =>
      side === 'draft' ? (draftNodes && draftCanvases ? { nodes: draftNodes, canvases: draftCanvases } : null) : (decoded ?? null);
    const a = sideOf(compare.from, from.data);
    const b = sideOf(compare.to, to.data);
    return a && b ? diffVersions(a, b) : null;
  }, [compare, draftNodes, draftCanvases, from.data, to.data]);
  return useMemo(() => {
    if (!compare)
      return { active: false, loading: false, error: null, nodes: draftNodes, canvases: draftCanvases, diff: null, statusOf: none };
    return {
      active: true,
      loading: !diff,
      error: (from.error ?? to.error) as Error | null,
      nodes: diff?.merged.nodes,
      canvases: diff?.merged.canvases,
      diff,
      statusOf: (id: number) => diff?.byId.get(id)?.status,
    };
  }, [compare, diff, draftNodes, draftCanvases, from.error, to.error]);
}
