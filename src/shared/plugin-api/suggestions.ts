import type { z } from 'zod';

/**
 * Text settings that name something of the account by its name (a QforMe queue): the editor offers the account's
 * names as suggestions while the setting stays text (a name may also be one the account has not made yet).
 */
export const suggestionSources = {
  'qforme-queue': { path: '/qforme/queues', nameField: 'queue_name' },
} as const;
export type SuggestionSource = keyof typeof suggestionSources;

const declarations = new WeakMap<object, SuggestionSource>();

/** Marks a text schema as suggested from a source; answers the schema. */
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
