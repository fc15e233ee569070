import { HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { sourceSpec, type SuggestionSource } from '@shared/plugin-api/suggestions';
import { api } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';

/**
 * The account's names a text setting suggests (its QforMe queues), as the input's datalist: ↓ or typing opens them,
 * and any other name may still be typed. Nothing is suggested when the list cannot be read.
 */
export function TextSuggestions({ id, source }: { id: string; source: SuggestionSource }) {
  const { nameField, labelField } = sourceSpec(source);
  const options = useSourceRows(source, (rows) => {
    const byValue = new Map(rows.map((r) => [String(r[nameField] ?? ''), labelField ? String(r[labelField] ?? '') : '']));
    byValue.delete('');
    return [...byValue].sort((a, b) => (a[1] || a[0]).localeCompare(b[1] || b[0]));
  });
  return (
    <datalist id={id}>
      {(options.data ?? []).map(([value, label]) => (
        <option key={value} value={value} label={label || undefined} />
      ))}
    </datalist>
  );
}

/** The selected account's contact-center domain (from the session's accounts), or null. */
function useAccountDomain(): string | null {
  return useSession((s) => {
    const sel = s.selection;
    if (!sel || sel.acId === 'all') return null;
    const account = s.user?.account_mappings.find((m) => m.sp_id === sel.spId)?.accounts.find((a) => a.ac_id === sel.acId);
    return account?.domain_id ?? null;
  });
}

/** The account's rows of a source (its list call, every row), shaped by `select`; nothing while it loads or fails. */
function useSourceRows<T>(source: SuggestionSource, select: (rows: Record<string, unknown>[]) => T) {
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  const domain = useAccountDomain();
  const spec = sourceSpec(source);
  // A platform list needs the account's domain: without one nothing is suggested (the setting stays free text).
  const path = spec.path.includes(':domain') ? (domain ? spec.path.replace(':domain', encodeURIComponent(domain)) : null) : spec.path;
  return useQuery({
    queryKey: selection && path ? entityKeys.refChoices(selection, path) : idleKey('suggestions', spec.path),
    queryFn: async ({ signal }) =>
      spec.platform
        ? (await api<{ items: Record<string, unknown>[] }>(path!, { signal, query: spec.query })).items
        : api<Record<string, unknown>[]>(path!, { signal, query: { fetch_all: 1 } }),
    enabled: !!selection && !!path,
    retry: spec.platform ? false : undefined,
    select,
  });
}

interface ChoiceProps {
  id: string;
  source: SuggestionSource;
  /** An id (an auth profile's), or a key of a source whose setting is chosen text (a web-service profile's 'ac:12'). */
  value: number | string | null;
  disabled: boolean;
  /** What "none" is called (the setting may be left empty). */
  noneLabel: string;
  /** The heading of a group of options (a source with a groupField): the group's value in words. */
  groupLabel?(group: string): string;
  onChange(id: number | string | null): void;
}

interface Option {
  id: string;
  name: string;
  group: string;
}

/**
 * An id of the account's items that are not content (an auth profile, a web-service profile), chosen by name. A chosen
 * item that is no longer listed (deleted or disabled) stays shown by its id, so the choice is not lost unseen;
 * validation names it. A source with a groupField shows its options in groups, in the order the list answers them.
 */
export function AccountChoice({ id, source, value, disabled, noneLabel, groupLabel, onChange }: ChoiceProps) {
  const { idField, nameField, groupField, chosen } = sourceSpec(source);
  const rows = useSourceRows(source, (list) => {
    const options: Option[] = list.map((r) => ({
      id: String(r[idField]),
      name: String(r[nameField] ?? ''),
      group: groupField ? String(r[groupField] ?? '') : '',
    }));
    // Grouped options keep the list's order of groups; within a group (or without groups) they go by name.
    const groups = [...new Set(options.map((o) => o.group))];
    return options.sort((a, b) => groups.indexOf(a.group) - groups.indexOf(b.group) || a.name.localeCompare(b.name));
  });
  const options = rows.data ?? [];
  const current = value === null ? '' : String(value);
  const draw = (o: Option) => (
    <option key={o.id} value={o.id}>
      {o.name}
    </option>
  );
  const groups = groupField ? [...new Set(options.map((o) => o.group))] : [];
  return (
    <HTMLSelect
      id={id}
      fill
      value={current}
      disabled={disabled}
      onChange={(e) => {
        const picked = e.currentTarget.value;
        onChange(picked === '' ? null : chosen ? picked : Number(picked));
      }}
    >
      <option value="">{noneLabel}</option>
      {value !== null && !options.some((o) => o.id === current) && <option value={current}>#{current}</option>}
      {groupField
        ? groups.map((g) => (
            <optgroup key={g} label={groupLabel ? groupLabel(g) : g}>
              {options.filter((o) => o.group === g).map(draw)}
            </optgroup>
          ))
        : options.map(draw)}
    </HTMLSelect>
  );
}
