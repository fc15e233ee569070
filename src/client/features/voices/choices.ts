import type { Selection } from '@shared/access/scope';
import type { AsrLanguageGroupNode } from '@shared/api/voices';
import { api } from '@client/api/http';
import type { EntityRow } from '../entities/api';

/** One choice of a linked list: its id, its name and what is shown beside it. */
export interface Choice {
  id: number;
  name: string;
  detail: string;
}

/**
 * A list of rows an entity links to (a package's voices, a profile's voices, a language package's languages):
 * where the choices come from, which of them fit the row, and how the chosen ids are saved.
 */
export interface LinkedList {
  /** i18n key (voices namespace) of the section title. */
  title: string;
  field: string;
  load(selection: Selection, row: EntityRow, signal: AbortSignal): Promise<Choice[]>;
  savePath(row: EntityRow): string;
}

type Voice = { tts_voice_id: number; voice_name: string; provider: string; lang: string };
type AsrLanguage = { asr_language_id: number; lang: string; asr_language_name: string };

/** Each language's place in the ASR language tree (GET /util/asr-language-group): its groups, outermost first. */
function groupPaths(tree: AsrLanguageGroupNode[]): Map<number, string[]> {
  const paths = new Map<number, string[]>();
  const walk = (nodes: AsrLanguageGroupNode[], above: string[]) => {
    for (const n of nodes) {
      const path = [...above, n.group_name];
      for (const l of n.languages) paths.set(l.asr_language_id, path);
      walk(n.children, path);
    }
  };
  walk(tree, []);
  return paths;
}

const voiceChoices = (voices: Voice[], lang: unknown) =>
  voices.filter((v) => v.lang === lang).map((v) => ({ id: v.tts_voice_id, name: v.voice_name, detail: v.provider }));

export const linkedLists: Record<string, LinkedList> = {
  // A package's voices: the catalogue's enabled voices of the package's language.
  'tts-packages': {
    title: 'packageVoices',
    field: 'tts_voice_ids',
    load: async (selection, row, signal) =>
      voiceChoices(await api<Voice[]>('/prompt/tts-voices', { selection, signal, query: { fetch_all: 1 } }), row.lang),
    savePath: (row) => `/prompt/update-tts-packages/${row.tts_package_id}`,
  },
  // A profile's voices: the voices the account's plan includes, of the profile's language.
  'wsl-profiles': {
    title: 'profileVoices',
    field: 'tts_voice_ids',
    load: async (selection, row, signal) =>
      voiceChoices(await api<Voice[]>('/portal/getAccountTtsVoices', { selection, signal }), row.lang),
    savePath: (row) => `/wslprofile/${row.wsl_profile_id}`,
  },
  'asr-language-packages': {
    title: 'packageLanguages',
    field: 'asr_language_ids',
    // The catalogue's languages, by the group tree they sit in (a language outside it last), each with its groups.
    load: async (selection, _row, signal) => {
      const [languages, tree] = await Promise.all([
        api<AsrLanguage[]>('/util/asr-languages', { selection, signal }),
        api<AsrLanguageGroupNode[]>('/util/asr-language-group', { selection, signal }),
      ]);
      const paths = groupPaths(tree);
      const place = (l: AsrLanguage) => paths.get(l.asr_language_id)?.join(' › ') ?? '';
      return languages
        .map((l) => ({
          id: l.asr_language_id,
          name: l.lang,
          detail: [l.asr_language_name, place(l)].filter(Boolean).join(' · '),
          place: place(l),
        }))
        .sort((a, b) =>
          (a.place === '') !== (b.place === '')
            ? a.place === ''
              ? 1
              : -1
            : a.place.localeCompare(b.place) || a.name.localeCompare(b.name),
        )
        .map(({ place: _, ...c }) => c);
    },
    savePath: (row) => `/util/asr-language-packages/${row.asr_language_package_id}`,
  },
};
