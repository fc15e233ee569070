import { z } from 'zod';

/**
 * One declaration per administrable entity (DESIGN §7). The server builds its routes and tenant-scoped
 * repository from it, the client its list/detail screen and palette commands; both check access with
 * the shared engine on `permission`. Plain data and zod schemas only: no server or DOM code here.
 */

/** Where an entity's rows belong: the platform (system), a service provider (sp_id) or an account (ac_id). */
export type TenantLevel = 'system' | 'sp' | 'ac';

/** A field whose value must be unique, and the call that checks it before saving (spec 3 §5). */
export interface UniqueRule {
  /** The column (and request field) that must be unique, compared without regard to case. */
  field: string;
  /** Unique within rows sharing these columns (e.g. ['sp_id']: per provider); absent: across the platform. */
  per?: readonly string[];
  /** Disabled rows count too (the database holds the value unique whatever the state). */
  includeDisabled?: boolean;
  /** The check call under /api, e.g. '/portal/validate-ac-name'; its body is { <field>, <idField>? }. None: checked on save only. */
  checkPath?: string;
  /** The answer when the value is taken. */
  takenMessage: string;
}

/** A list filter the screen shows as a segmented choice; the server applies it as an equality. */
export interface EntityFilter {
  field: string;
  /** Request values and their i18n keys (entities namespace); 'all' drops the filter. */
  options: readonly { value: string; label: string }[];
  default: string;
}

export interface EntityColumn {
  field: string;
  /** i18n key in the entities namespace. */
  label: string;
  /** Share of the list's width (fractions of 1; the rest goes to the name column). */
  width?: number;
  kind?: 'text' | 'enabled' | 'code';
}

/** A field of the detail panel's form; its label is an i18n key (entities namespace). */
export interface EntityField {
  field: string;
  label: string;
  /** text (default); select among options; timezone (the server's list); provider (only when creating at system scope). */
  kind?: 'text' | 'select' | 'timezone' | 'provider';
  options?: readonly string[];
  /** May be left empty (stored as null). */
  optional?: boolean;
}

/** A screen of the route map (spec 3 §2) that shows this entity's generic list/detail layout. */
export interface EntityScreen {
  id: string;
  path: string;
  /** i18n key in the shell namespace. */
  title: string;
  section: 'manage' | 'system';
  scopes?: readonly ('sp' | 'ac')[];
  /** The permission stem the screen and its calls need (read to see, write to change). */
  permission: string;
}

export interface EntityDescriptor<
  Item extends z.ZodObject<any> = z.ZodObject<any>,
  Create extends z.ZodObject<any> = z.ZodObject<any>,
  Update extends z.ZodObject<any> = z.ZodObject<any>,
> {
  /** The spec's name for the entity in paths and keys: 'accounts', 'service-providers'. */
  name: string;
  /** Activity subject: 'Account'. */
  model: string;
  /** i18n keys (entities namespace) of one item and of the list. */
  label: string;
  plural: string;
  /** Route path under /api (spec 3 §7); the id route is `${path}/:${idField}`. */
  path: string;
  table: string;
  idField: string;
  nameField: string;
  tenant: TenantLevel;
  item: Item;
  create: Create;
  update: Update;
  unique: readonly UniqueRule[];
  /** Soft delete sets is_enabled = 0; restore is an update with is_enabled = 1 (spec 3 §4). */
  softDelete: true;
  /** Force delete (POST), where a 404 counts as already deleted (spec 3 §8), e.g. '/portal/force-delete/:ac_id'. */
  forceDeletePath?: string;
  /** Bulk soft delete (POST { [field]: ids }). */
  bulkDelete?: { path: string; field: string };
  list: {
    columns: readonly EntityColumn[];
    filters: readonly EntityFilter[];
    searchFields: readonly string[];
  };
  /** The form the detail panel shows, in order; a dotted field is a key of a settings object (ac_setting.default_timezone). */
  form: readonly EntityField[];
  screens: readonly EntityScreen[];
  /** Palette words: the create and open commands and the entity search match them. */
  palette: { icon: string; keywords: readonly string[] };
}

/** Declares an entity; checks what the types cannot (fields named by the parts exist in the item schema). */
export function defineEntity<I extends z.ZodObject<any>, C extends z.ZodObject<any>, U extends z.ZodObject<any>>(
  descriptor: EntityDescriptor<I, C, U>,
): EntityDescriptor<I, C, U> {
  const fields = new Set(Object.keys(descriptor.item.shape));
  const named = [
    descriptor.idField,
    descriptor.nameField,
    ...descriptor.unique.map((u) => u.field),
    ...descriptor.list.columns.map((c) => c.field),
    ...descriptor.list.filters.map((f) => f.field),
    ...descriptor.list.searchFields,
  ];
  const unknown = named.filter((f) => !fields.has(f));
  if (unknown.length) throw new Error(`Entity ${descriptor.name}: ${unknown.join(', ')} not in its item schema`);
  for (const f of descriptor.list.filters) {
    if (!f.options.some((o) => o.value === f.default)) throw new Error(`Entity ${descriptor.name}: filter ${f.field} defaults to an unknown option`);
  }
  return descriptor;
}

/** The enabled/disabled filter of soft-deleted entities (enabled by default, spec 3 §2). */
export const enabledFilter: EntityFilter = {
  field: 'is_enabled',
  options: [
    { value: '1', label: 'filters.enabled' },
    { value: '0', label: 'filters.disabled' },
    { value: 'all', label: 'filters.all' },
  ],
  default: '1',
};

/** The answer of a unique-value check call. */
export const uniqueCheckAnswer = z.object({ valid: z.boolean(), message: z.string() });
