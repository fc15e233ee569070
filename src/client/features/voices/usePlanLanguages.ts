import { useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/api/voices';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { idleKey, voiceKeys } from '@client/api/queryKeys';

/**
 * The languages the selected account's plan includes (GET /prompt/languages at account scope), the account's speech
 * language marked: what a prompt's texts may be written in. Undefined while loading or without one account selected.
 */
export function usePlanLanguageList(): Language[] | undefined {
  const selection = useSession((s) => s.selection);
  const account = !!selection && selection.acId !== 'all';
  const languages = useQuery({
    queryKey: selection ? voiceKeys.languages(selection) : idleKey('voices', 'languages'),
    queryFn: ({ signal }) => api<Language[]>('/prompt/languages', { selection: selection!, signal }),
    enabled: account,
  });
  return languages.data;
}

/** The plan's language codes (usePlanLanguageList). */
export function usePlanLanguages(): string[] | undefined {
  return usePlanLanguageList()?.map((l) => l.language_id);
}
