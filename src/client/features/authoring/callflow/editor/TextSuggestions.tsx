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
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  const { path, nameField } = suggestionSources[source];
  const names = useQuery({
    queryKey: selection ? entityKeys.refChoices(selection, path) : idleKey('suggestions', path),
    queryFn: ({ signal }) => api<Record<string, unknown>[]>(path, { signal, query: { fetch_all: 1 } }),
    enabled: !!selection,
    select: (rows) => [...new Set(rows.map((r) => String(r[nameField] ?? '')).filter(Boolean))].sort((a, b) => a.localeCompare(b)),
  });
  return (
    <datalist id={id}>
      {(names.data ?? []).map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
