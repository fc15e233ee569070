import { HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { suggestionSources, type SuggestionSource } from '@shared/plugin-api/suggestions';
import { api } from '@client/api/http';
import { entityKeys, idleKey } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';

/**
 * The account's names a text setting suggests (its QforMe queues), as the input's datalist: ↓ or typing opens them,
 * and any other name may still be typed. Nothing is suggested when the list cannot be read.
 */
export function TextSuggestions({ id, source }: { id: string; source: SuggestionSource }) {
  const { nameField } = suggestionSources[source];
  const names = useSourceRows(source, (rows) => [...new Set(rows.map((r) => String(r[nameField] ?? '')).filter(Boolean))].sort((a, b) => a.localeCompare(b)));
  return (
    <datalist id={id}>
      {(names.data ?? []).map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

/** The account's rows of a source (its list call, every row), shaped by `select`; nothing while it loads or fails. */
function useSourceRows<T>(source: SuggestionSource, select: (rows: Record<string, unknown>[]) => T) {
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  const { path } = suggestionSources[source];
  return useQuery({
    queryKey: selection ? entityKeys.refChoices(selection, path) : idleKey('suggestions', path),
    queryFn: ({ signal }) => api<Record<string, unknown>[]>(path, { signal, query: { fetch_all: 1 } }),
    enabled: !!selection,
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
  const { idField, nameField } = suggestionSources[source];
  const rows = useSourceRows(source, (list) => list.map((r) => ({ id: Number(r[idField]), name: String(r[nameField] ?? '') })).sort((a, b) => a.name.localeCompare(b.name)));
  const options = rows.data ?? [];
  return (
    <HTMLSelect id={id} fill value={value === null ? '' : String(value)} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}>
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
