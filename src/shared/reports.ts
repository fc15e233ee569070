/**
 * Report tables and charts (spec 3 §3, §7 "Reporting"): what a report may show, each column with its data type
 * (the spec's data types enumeration, §9), and whether a chart fits the report's columns. Shared: the
 * editor greys out what the server would refuse.
 */
export type DataType = 'STRING' | 'NUMERIC' | 'DATE';
export interface ReportColumn {
  name: string;
  data_type: DataType;
}

/** usage_by_day reads the rollups (text columns group, numbers add up); sessions lists the usage records of the range. */
export const reportTables = {
  usage_by_day: [
    { name: 'date', data_type: 'DATE' },
    { name: 'task_name', data_type: 'STRING' },
    { name: 'channel', data_type: 'STRING' },
    { name: 'usage_type', data_type: 'STRING' },
    { name: 'sessions', data_type: 'NUMERIC' },
    { name: 'failed', data_type: 'NUMERIC' },
    { name: 'duration_s', data_type: 'NUMERIC' },
  ],
  sessions: [
    { name: 'session_id', data_type: 'STRING' },
    { name: 'task_name', data_type: 'STRING' },
    { name: 'channel', data_type: 'STRING' },
    { name: 'started_at', data_type: 'DATE' },
    { name: 'ended_at', data_type: 'DATE' },
    { name: 'outcome', data_type: 'STRING' },
    { name: 'duration_s', data_type: 'NUMERIC' },
  ],
} as const satisfies Record<string, readonly ReportColumn[]>;
export type ReportTable = keyof typeof reportTables;
export const reportTableNames = Object.keys(reportTables) as ReportTable[];

export const chartTypes = ['line', 'bar', 'pie', 'table'] as const;
export type ChartType = (typeof chartTypes)[number];
export interface ChartOptions {
  type: ChartType;
  /** The column of the x axis (line, bar) or of the slices (pie); null for a table. */
  x: string | null;
  /** The number columns drawn. */
  y: string[];
}

/** The longest range a report instance reads (days); a sessions report reads at most this many rows. */
export const reportSessionRows = 50_000;

export const columnsOf = (table: string): readonly ReportColumn[] | null =>
  table in reportTables ? reportTables[table as ReportTable] : null;

/** The columns a report names that its table does not have. */
export function unknownColumns(table: string, names: readonly string[]): string[] {
  const known = new Set((columnsOf(table) ?? []).map((c) => c.name));
  return names.filter((n) => !known.has(n));
}

export type ChartRefusal = { kind: 'notInReport'; column: string } | { kind: 'doesNotFit'; type: ChartType };

/** Why a chart cannot draw the report's columns, or null when it fits. */
export function chartRefusal(table: string, columns: readonly string[], chart: ChartOptions): ChartRefusal | null {
  if (chart.type === 'table') return columns.length ? null : { kind: 'doesNotFit', type: 'table' };
  for (const c of [chart.x, ...chart.y]) if (c !== null && !columns.includes(c)) return { kind: 'notInReport', column: c };
  const types = new Map((columnsOf(table) ?? []).map((c) => [c.name, c.data_type]));
  const x = chart.x === null ? undefined : types.get(chart.x);
  const numbers = chart.y.every((y) => types.get(y) === 'NUMERIC');
  const fits =
    chart.type === 'pie'
      ? x === 'STRING' && chart.y.length === 1 && numbers
      : (x === 'DATE' || x === 'STRING') && chart.y.length > 0 && numbers;
  return fits ? null : { kind: 'doesNotFit', type: chart.type };
}
