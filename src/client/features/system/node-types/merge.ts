import { nodeCategories, taskTypes, type NodeCategory, type NodeTypeRecord, type TaskType } from '@shared/api/flow';
import { paletteGroups, type AnyNodeDefinition, type NodeLabel, type PaletteGroup } from '@shared/plugin-api';

/**
 * Where a row's values come from: the plugin's own defaults (no record changes them), a stored record
 * that differs from them, or a record whose node type no registered plugin defines.
 */
export type RecordStatus = 'defaults' | 'customised' | 'no_plugin';
export const recordStatuses: readonly RecordStatus[] = ['customised', 'defaults', 'no_plugin'];

/** What the palette does with a type, as the list shows it (spec 2 §5). */
export interface AvailabilitySummary {
  hiddenFor: TaskType[];
  leafOnly: boolean;
  hiddenUnderLinkedDomain: boolean;
  needsDomain: boolean;
  requiresFeature: string | null;
  /** false for system types: never created from the palette. */
  creatable: boolean;
}

/** One line of the node-types screen: a registered plugin and/or a node-type record. */
export interface NodeTypeRow {
  type: string;
  def: AnyNodeDefinition | null;
  /** The values in force: the record when there is one, else the plugin's defaults. */
  record: NodeTypeRecord;
  /** The plugin's own values (null without a plugin). */
  defaults: NodeTypeRecord | null;
  status: RecordStatus;
  category: NodeCategory;
  group: PaletteGroup | null;
  label: NodeLabel | null;
  icon: string;
  availability: AvailabilitySummary;
}

const byTaskTypeOrder = (list: readonly TaskType[]) => taskTypes.filter((t) => list.includes(t));

/** The record a plugin stands for when no record is stored: its label, all-plans flag and hidden task types. */
export function defaultRecord(def: AnyNodeDefinition): NodeTypeRecord {
  return {
    node_type: def.type,
    category: def.category,
    LABEL: def.label.default,
    AVAILABLE_TO_ALL_PLANS: def.availability.availableToAllPlans ? 1 : 0,
    HIDE_NODE_TASK_OVERRIDE: byTaskTypeOrder(def.availability.hiddenForTaskTypes),
    DROP_RULES: {},
  };
}

/** Stable text of a value with object keys sorted, so key order does not count as a change. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether a record says anything other than the plugin's defaults. */
export function differsFromDefaults(record: NodeTypeRecord, defaults: NodeTypeRecord): boolean {
  return (
    record.category !== defaults.category ||
    record.LABEL !== defaults.LABEL ||
    record.AVAILABLE_TO_ALL_PLANS !== defaults.AVAILABLE_TO_ALL_PLANS ||
    canonical(byTaskTypeOrder(record.HIDE_NODE_TASK_OVERRIDE)) !== canonical(defaults.HIDE_NODE_TASK_OVERRIDE) ||
    canonical(record.DROP_RULES ?? {}) !== canonical(defaults.DROP_RULES)
  );
}

function summary(def: AnyNodeDefinition | null, record: NodeTypeRecord): AvailabilitySummary {
  const a = def?.availability;
  return {
    hiddenFor: byTaskTypeOrder(record.HIDE_NODE_TASK_OVERRIDE),
    leafOnly: a?.leafOnly ?? false,
    hiddenUnderLinkedDomain: a?.hiddenUnderLinkedDomain ?? false,
    needsDomain: a?.needsDomain ?? false,
    requiresFeature: a?.requiresFeature ?? null,
    creatable: a ? a.creatable : record.category !== 'system',
  };
}

const groupRank = (g: PaletteGroup | null) => (g ? paletteGroups.indexOf(g) : paletteGroups.length);

/**
 * The registry's definitions merged with the node-type records of GET /node/node-types: every plugin
 * once (its record's values over its defaults), then records no plugin defines, flagged 'no_plugin'.
 * Rows come in palette-group order (system types last), registry order within a group.
 */
export function mergeNodeTypes(defs: readonly AnyNodeDefinition[], records: readonly NodeTypeRecord[]): NodeTypeRow[] {
  const stored = new Map(records.map((r) => [r.node_type, r]));
  const known = new Set(defs.map((d) => d.type));
  const plugins = defs.map((def): NodeTypeRow => {
    const defaults = defaultRecord(def);
    const found = stored.get(def.type);
    const record = found
      ? { ...found, HIDE_NODE_TASK_OVERRIDE: byTaskTypeOrder(found.HIDE_NODE_TASK_OVERRIDE), DROP_RULES: found.DROP_RULES ?? {} }
      : defaults;
    return {
      type: def.type,
      def,
      record,
      defaults,
      status: found && differsFromDefaults(record, defaults) ? 'customised' : 'defaults',
      category: def.category,
      group: def.group,
      label: def.label,
      icon: def.icon,
      availability: summary(def, record),
    };
  });
  const orphans = records
    .filter((r) => !known.has(r.node_type))
    .map(
      (record): NodeTypeRow => ({
        type: record.node_type,
        def: null,
        record,
        defaults: null,
        status: 'no_plugin',
        category: record.category,
        group: null,
        label: null,
        icon: 'cube',
        availability: summary(null, record),
      }),
    );
  const order = new Map(defs.map((d, i) => [d.type, i]));
  plugins.sort((a, b) => groupRank(a.group) - groupRank(b.group) || order.get(a.type)! - order.get(b.type)!);
  return [...plugins, ...orphans.sort((a, b) => a.type.localeCompare(b.type))];
}

export interface RowFilter {
  search: string;
  /** A palette group, 'none' for types outside the palette, or null for every group. */
  group: PaletteGroup | 'none' | null;
  category: NodeCategory | null;
  status: RecordStatus | null;
}

export const emptyFilter: RowFilter = { search: '', group: null, category: null, status: null };

/**
 * Whether a row passes the screen's filters. The search matches the type, the label shown (in the
 * user's language), the record's LABEL and the plugin's keywords, case-insensitively.
 */
export function rowMatches(row: NodeTypeRow, filter: RowFilter, shownLabel: string): boolean {
  if (filter.group === 'none' ? row.group !== null : filter.group && row.group !== filter.group) return false;
  if (filter.category && row.category !== filter.category) return false;
  if (filter.status && row.status !== filter.status) return false;
  const text = filter.search.trim().toLowerCase();
  if (!text) return true;
  const haystack = [row.type, row.type.replace(/_/g, ' '), shownLabel, row.record.LABEL, ...(row.def?.keywords ?? [])];
  return haystack.some((s) => s.toLowerCase().includes(text));
}

export { nodeCategories, paletteGroups };
