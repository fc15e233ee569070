export interface LedgerNode {
  node_id: number;
  pid: number | null;
  position?: unknown;
  node_type: string;
  node_name: string;
  canvas_id: number;
  connector_parent?: unknown;
  config?: unknown;
}
export interface LedgerDelta {
  base_revision: number;
  revision: number;
  changed: LedgerNode[];
  removed: number[];
}
export interface Answer {
  status: number;
  json: { data: LedgerNode[] } | null;
  revision: number;
}
export function shape(nodes: readonly LedgerNode[]): unknown[];
export function applyDelta(nodes: readonly LedgerNode[], delta: LedgerDelta): LedgerNode[];
export class SharedTask {
  constructor(taskId: number, canvasId: number);
  taskId: number;
  canvasId: number;
  doubled: number;
  unanswered: number;
  delta(d: LedgerDelta): void;
  list(revision: number, nodes: LedgerNode[], keep?: boolean): void;
  model(upTo: number): { nodes: LedgerNode[] | null; gaps: number };
  verify(
    call: (method: string, path: string) => Promise<Answer>,
  ): Promise<{ verdict: 'ok' | 'lost' | 'duplicated'; gaps: number; detail?: string }>;
}
