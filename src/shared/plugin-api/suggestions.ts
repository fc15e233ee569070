import type { z } from 'zod';

/**
 * Settings that name something of the account that is not content (no content library list): a QforMe queue by its
 * name — the editor suggests the account's queue names while the setting stays text (a name may be one the account
 * has not made yet) —, or an auth profile by its id, chosen from the account's profiles.
 */
export const suggestionSources = {
  'qforme-queue': { path: '/qforme/queues', idField: 'queue_id', nameField: 'queue_name' },
  'auth-profile': { path: '/authprofile', idField: 'auth_profile_id', nameField: 'auth_profile_name' },
} as const;
export type SuggestionSource = keyof typeof suggestionSources;

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
