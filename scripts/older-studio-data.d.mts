/** Types of the older-studio dataset generator (scripts/older-studio-data.mjs); the format is in docs/migration.md. */
export interface OlderGroupOptions {
  name?: string;
  tasks?: number;
  nodes?: number;
  flagged?: boolean;
  broken?: 'orphan' | 'jump' | 'prompt' | null;
  template?: boolean;
  rows?: number;
  lastCallAt?: string | null;
  seed?: number;
}
export interface OlderGroupSummary {
  group_id: number;
  sp_id: number;
  group_name: string;
  domain: string;
  last_call_at: string | null;
  task_count: number;
  node_count: number;
}
export interface OlderProvider {
  sp_id: number;
  sp_name: string;
  sub_domain: string;
  is_enabled: number;
}
export function olderGroup(groupId: number, spId: number, options?: OlderGroupOptions): any;
export function groupSummary(group: any): OlderGroupSummary;
export function writeOlderStudio(
  dir: string,
  options?: { providers?: number; groups?: number; tasks?: number; nodes?: number; seed?: number },
): { providers: OlderProvider[]; groups: OlderGroupSummary[] };
