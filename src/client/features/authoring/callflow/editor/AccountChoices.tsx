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
  value: number | null;
  disabled: boolean;
  /** What "none" is called (the setting may be left empty). */
  noneLabel: string;
  onChange(id: number | null): void;
}

/**
 * An id of the account's items that are not content (an auth profile), chosen by name. A chosen item that is no longer
 * listed (deleted or disabled) stays shown by its id, so the choice is not lost unseen; validation names it.
 */
export function AccountChoice({ id, source, value, disabled, noneLabel, onChange }: ChoiceProps) {
  const { idField, nameField } = sourceSpec(source);
  const rows = useSourceRows(source, (list) =>
    list.map((r) => ({ id: Number(r[idField]), name: String(r[nameField] ?? '') })).sort((a, b) => a.name.localeCompare(b.name)),
  );
  const options = rows.data ?? [];
  return (
    <HTMLSelect
      id={id}
      fill
      value={value === null ? '' : String(value)}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
    >
      <option value="">{noneLabel}</option>
      {value !== null && !options.some((o) => o.id === value) && <option value={String(value)}>#{value}</option>}
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </HTMLSelect>
  );
}
