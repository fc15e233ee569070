import type { z } from 'zod';
import type { ContentModel } from './types';

/**
 * Settings that name something of the account that is not content (no content library list): a QforMe queue by its
 * name — the editor suggests the account's queue names while the setting stays text (a name may be one the account
 * has not made yet) —, an auth profile by its id or a web-service profile by its key, chosen from the account's profiles, or a list of the contact-center
 * platform (skills, dispositions, call variables, knowledge groups and prompts), suggested while the setting stays text.
 */
interface SourceSpec {
  path: string;
  idField: string;
  nameField: string;
  /** What an option shows beside its value (the name of an id). */
  labelField?: string;
  /** A list of the contact-center platform: answered as `{ items }`, its path naming the account's domain (`:domain`). */
  platform?: boolean;
  query?: Readonly<Record<string, string | number>>;
  /** A text setting that is one of the rows' ids (a key such as 'ac:12'), chosen from the list, never typed. */
  chosen?: true;
  /** Options are grouped by this field's value (a web-service profile's level: the account's own, its provider's). */
  groupField?: string;
}

export const suggestionSources = {
  /** The account's enabled QforMe queues, the list the spec gives pickers (spec 3 §7 /qforme collection). */
  'qforme-queue': { path: '/qforme/collection', idField: 'queue_id', nameField: 'queue_name' },
  'auth-profile': { path: '/authprofile', idField: 'auth_profile_id', nameField: 'auth_profile_name' },
  /** The account's own web-service profiles and its provider's, named by key ('ac:12', 'sp:3'). */
  'web-service-profile': {
    path: '/util/ac-web-service-profiles/list',
    idField: 'profile_key',
    nameField: 'profile_name',
    chosen: true,
    groupField: 'level',
  },
  /** The contact-center platform's lists of the account's domain (the studio keeps them; the refresh command reads them again). */
  'platform-skill': { path: '/skills/v1/domains/:domain/skills', idField: 'id', nameField: 'name', platform: true },
  'platform-disposition': { path: '/interactions/v1/domains/:domain/dispositions', idField: 'id', nameField: 'name', platform: true },
  'platform-variable': { path: '/interactions/v1/domains/:domain/variables', idField: 'name', nameField: 'name', platform: true },
  'distiller-group': { path: '/knowledge-distiller/knowledge-groups', idField: 'id', nameField: 'id', labelField: 'name', platform: true },
  'distiller-prompt': {
    path: '/knowledge-distiller/prompts',
    idField: 'id',
    nameField: 'id',
    labelField: 'name',
    platform: true,
    query: { hideKnowledgePrompts: 1 },
  },
} as const satisfies Record<string, SourceSpec>;
export type SuggestionSource = keyof typeof suggestionSources;
export const sourceSpec = (source: SuggestionSource): SourceSpec => suggestionSources[source];

const declarations = new WeakMap<object, SuggestionSource>();

/** Marks a text schema as suggested from a source (names), or an id schema as chosen from it; answers the schema. */
export function suggestFrom<S extends z.ZodType>(schema: S, source: SuggestionSource): S {
  declarations.set(schema, source);
  return schema;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
}

/** The source declared on a schema or on what it wraps (optional, nullable, default, pipe); null when none. */
export function suggestionsOf(schema: z.ZodType): SuggestionSource | null {
  let current: z.ZodType | undefined = schema;
  while (current) {
    const found = declarations.get(current);
    if (found) return found;
    const def: Def = (current as unknown as { _zod: { def: Def } })._zod.def;
    current = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  return null;
}

/**
 * Suggestions that depend on another setting of the same node: read from the item that setting names, so they change
 * when it changes, while the setting stays free text (a typed value that is not suggested is kept).
 * 'form-type-fields': the fields of the form type the setting names, each with the column of the form type's datastore
 * it is saved into (GET /form/get-form-types-with-datastore-columns, spec 2 §7); the setting must pick a form type.
 */
export const settingSuggestionSources = {
  'form-type-fields': { model: 'form_type' },
} as const satisfies Record<string, { model: ContentModel }>;
export type SettingSuggestionSource = keyof typeof settingSuggestionSources;

/** Where a setting's suggestions come from: the source, and the key of the node's (top-level) setting that names the item. */
export interface SettingSuggestions {
  source: SettingSuggestionSource;
  setting: string;
}

const bySetting = new WeakMap<object, SettingSuggestions>();

/** Marks a text schema as suggested from the item another setting names (the chosen form type's fields); answers the schema. */
export function suggestFromSetting<S extends z.ZodType>(schema: S, suggestions: SettingSuggestions): S {
  bySetting.set(schema, suggestions);
  return schema;
}

/** The setting-dependent suggestions declared on a schema or on what it wraps; null when none. */
export function settingSuggestionsOf(schema: z.ZodType): SettingSuggestions | null {
  let current: z.ZodType | undefined = schema;
  while (current) {
    const found = bySetting.get(current);
    if (found) return found;
    const def: Def = (current as unknown as { _zod: { def: Def } })._zod.def;
    current = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  }
  return null;
}
