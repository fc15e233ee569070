import type { ActivitySubject } from '../activity';
import type { z } from 'zod';
import { bulkActionProblems, bulkActionsOf, type BulkAction } from './bulk';
import type { FieldList } from './fields';

/**
 * One declaration per administrable entity (DESIGN §7), in three files: the shell part (EntityShell,
 * `<name>.ts`: what the route map and palette read), the screen part (`<name>.screen.ts`: the whole data,
 * EntityMeta, spreading the shell part: what the lazy screen reads) — both plain data, so the signed-in
 * shell carries neither zod nor list columns and forms — and its zod schemas (`<name>.schema.ts`, joined to
 * the data by defineEntity). The server builds its routes and
 * tenant-scoped repository from the whole; the client its route-map entries, list/detail screen and
 * palette commands from the data. Both check access with the shared engine on a screen's permission.
 */

/**
 * Where an entity's rows belong: the platform (system), a service provider (sp_id) or an account (ac_id); 'sp-or-ac':
 * either, a row being the provider's own (sp_id set, ac_id null) or one account's (ac_id set, sp_id null) — a screen of
 * both Manage scopes shows the provider's own rows at provider scope and the account's at an account (auth profiles).
 */
export type TenantLevel = 'system' | 'sp' | 'ac' | 'sp-or-ac';

/** A mapping table through which rows belong to providers: `key` is the entity's id column in it. */
export interface TenantVia {
  table: string;
  key: string;
}

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
  /**
   * A check call its module serves itself (the entity helper registers none for it): GET takes the value as the
   * path's last segment and the item's id in the query (`/portal/validate-trunk-name/{name}?trunk_id=`), POST the
   * body checkPath's takes. The client's form calls it as it calls checkPath. `set`: the call checks a set of items
   * (`{ voices: [item] }`, the item as it would be saved) and answers `{ valid, errors }`, each line naming its
   * field (`voices.0.voice_name: …`). `valueAs`: the body field a POST sends the value in, where the call names it
   * otherwise than the column (POST /node-logging/validate-name takes `name`).
   */
  checkBy?: { method: 'GET' | 'POST'; path: string; set?: string; valueAs?: string };
  /** The answer when the value is taken. */
  takenMessage: string;
  /** A check call without a `per` column's value checks this one (prompts: prompt_type 'IVA'); without either it is refused. */
  perDefaults?: Readonly<Record<string, string | number>>;
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
  /** choice: a stored value shown in words, from `words` (an i18n key whose children are the values) or the label's `options` ('roles.fields.scope' → 'roles.options.scope.ac'). */
  kind?: 'text' | 'enabled' | 'code' | 'choice';
  words?: string;
}

/** A field of the detail panel's form; its label is an i18n key (entities namespace). */
export interface EntityField {
  field: string;
  label: string;
  /**
   * text (default); select among options; timezone (the server's list); provider (only when creating at
   * system scope); ref (a row of another list); number; role (one of the roles the actor may give, sent as
   * roles: [id]); accounts (the provider's accounts, several, sent as account_mappings: ids; none = the whole
   * provider); flag (a checkbox, sent as 0/1); secret (a password input: reads answer the mask, sent only when changed);
   * paragraph (several lines of text: a message's body, a description, a JSON definition); users (several users of
   * the `source` list, one checkbox each, sent as an array of their ids: an alert setting's recipients).
   */
  kind?: 'text' | 'select' | 'timezone' | 'provider' | 'ref' | 'number' | 'role' | 'accounts' | 'flag' | 'secret' | 'paragraph' | 'users';
  /** The value a new item's form starts with. */
  initial?: string;
  options?: readonly string[];
  /** kind 'ref' (and 'users'): the list call (under /api, in the screen's scope) whose rows are the choices, their id and name fields. */
  source?: {
    path: string;
    method?: 'POST';
    id: string;
    name: string;
    /**
     * Creating, once the named form fields are filled in, the choices come from this narrower GET instead (query
     * parameter → form field): the business plans a provider has no plan on yet.
     */
    creating?: { path: string; query: Readonly<Record<string, string>> };
  };
  /** May be left empty (stored as null). */
  optional?: boolean;
  /** The declared limits (fields.ts): a text's most characters, a number's largest and smallest value. */
  max?: number;
  min?: number;
  /** Chosen when the item is created, fixed afterwards: shown read-only in the update form (an invited user's e-mail, a plan's type). */
  createOnly?: boolean;
}

/** A screen of the route map (spec 3 §2) that shows this entity's generic list/detail layout. */
export interface EntityScreen {
  id: string;
  path: string;
  /** i18n key in the shell namespace. */
  title: string;
  /** The route map's section: Manage and System screens, and Build's QforMe queues (spec 3 §2 "Build section: qforme"). */
  section: 'manage' | 'system' | 'build';
  scopes?: readonly ('sp' | 'ac')[];
  /** The permission stem the screen and its calls need (read to see, write to change). */
  permission: string;
  /** Listed in the sidebar and palette only when the user may open it, never shown disabled. */
  onlyWhenAllowed?: true;
}

/**
 * What every declared entity has, an administration entity (this file) and a content type of the content library
 * (content/define.ts) alike: its names, its calls' path, the table and its id and name columns, the tenant level, the
 * unique rules and the palette's words. The server's resources, the tenant filter, the generated isolation walk and
 * the palette's search read these fields whichever kind the entity is.
 */
export interface EntityIdentity {
  /** The spec's name for the entity in paths and keys: 'accounts', 'service-providers'; a content type's tab: 'prompts'. */
  name: string;
  /** Activity subject: 'Account', 'Prompt'. */
  model: ActivitySubject;
  /** i18n keys of one item and of the list (entities namespace; a content type's in the content namespace). */
  label: string;
  plural: string;
  /** Route path under /api; the id route is `${path}/:${idField}`. */
  path: string;
  table: string;
  idField: string;
  nameField: string;
  tenant: TenantLevel;
  unique: readonly UniqueRule[];
  /** The table's own fields, each declared once (fields.ts); what they give is derived, never written again. */
  fields?: FieldList;
  palette: {
    icon: string;
    keywords: readonly string[];
  };
}

export interface EntityMeta extends EntityIdentity {
  /** Where the spec puts create and update elsewhere (TTS packages: '/prompt/create-tts-packages', '/prompt/update-tts-packages/:tts_package_id'). */
  createPath?: string;
  updatePath?: string;
  /**
   * Rows without a tenant column, reached through a mapping table that carries sp_id (users, through
   * user_account_mappings): a row is the tenant's when a mapping of it names one of the tenant's providers.
   * Only for the 'sp' level; inserts then take no tenant column (the parts write the mappings).
   */
  tenantVia?: TenantVia;
  /** Where creating is something else (users: inviting): the create button's words and the notice after it (entities keys, :name). */
  createWords?: { submit: string; done: string };
  /** Soft delete sets is_enabled = 0; restore is an update with is_enabled = 1 (spec 3 §4). */
  softDelete: true;
  /** Force delete (POST), where a 404 counts as already deleted (spec 3 §8), e.g. '/portal/force-delete/:ac_id'. */
  forceDeletePath?: string;
  /** Bulk soft delete (POST { [field]: ids }), served by the entity helper: the first of the screen's bulk actions (bulk.ts). */
  bulkDelete?: { path: string; field: string };
  /** The screen's other bulk actions on the ticked rows, each a call its module serves (bulk.ts; docs/entities.md "Bulk actions"). */
  bulkActions?: readonly BulkAction[];
  /** Clears what the studio keeps in memory of the rows, read again from the database (POST { [field]: ids }; spec 3 §7). */
  clearCache?: { path: string; field: string };
  list: {
    columns: readonly EntityColumn[];
    filters: readonly EntityFilter[];
    searchFields: readonly string[];
  };
  /** The form the detail panel shows, in order; a dotted field is a key of a settings object (ac_setting.default_timezone). */
  form: readonly EntityField[];
  screens: readonly EntityScreen[];
  /** Its changes alter the scope switcher: the client reloads the session user after each (spec 3 §4). */
  switcher?: true;
  /** Palette words: the create, open and disable commands and the entity search match them. */
  palette: {
    icon: string;
    keywords: readonly string[];
    /** The create command's title (entities namespace) when it is not 'Create X': 'commands.invite' (Invite user). */
    createTitle?: string;
  };
}

/**
 * The shell part of a declaration (`<name>.ts`): what the signed-in shell's route map and palette read —
 * names, the API path and id/name fields (entity search), the tenant level (which selections reach its rows),
 * screens with their permission stems, palette words. Everything else (`<name>.screen.ts`: list columns, filters, form, unique rules, table)
 * is read by the lazy entity screen and the server only.
 */
export type EntityShell = Pick<
  EntityMeta,
  'name' | 'label' | 'plural' | 'path' | 'idField' | 'nameField' | 'tenant' | 'screens' | 'palette'
>;

/** The schemas of an entity: the answer's item, the create body and the update body. */
export interface EntitySchemas<
  Item extends z.ZodObject<any> = z.ZodObject<any>,
  Create extends z.ZodObject<any> = z.ZodObject<any>,
  Update extends z.ZodObject<any> = z.ZodObject<any>,
> {
  item: Item;
  create: Create;
  update: Update;
}

/** The whole declaration, as the server reads it. */
export type EntityDescriptor = EntityMeta & EntitySchemas;

/** Joins an entity's data and schemas; checks what the types cannot (the fields it names are in its item schema). */
export function defineEntity<S extends EntitySchemas>(meta: EntityMeta, schemas: S): EntityMeta & S {
  const descriptor = { ...meta, ...schemas };
  const fields = new Set(Object.keys(schemas.item.shape));
  const named = [
    meta.idField,
    meta.nameField,
    ...meta.unique.map((u) => u.field),
    ...meta.list.columns.map((c) => c.field),
    ...meta.list.filters.map((f) => f.field),
    ...meta.list.searchFields,
  ];
  const unknown = named.filter((f) => !fields.has(f));
  if (unknown.length) throw new Error(`Entity ${meta.name}: ${unknown.join(', ')} not in its item schema`);
  const bulk = bulkActionProblems(bulkActionsOf(meta), fields);
  if (bulk.length) throw new Error(`Entity ${meta.name}: ${bulk.join('; ')}`);
  for (const f of meta.list.filters) {
    if (!f.options.some((o) => o.value === f.default))
      throw new Error(`Entity ${meta.name}: filter ${f.field} defaults to an unknown option`);
  }
  return descriptor;
}

/** The date formats a provider or account may pick (the same list the profile page offers). */
export const displayDateFormats = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'] as const;

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
