import type { z } from 'zod';
import type { ContentModel } from '../../api/content-models';
import type { ContentModel as RefKind } from '../../plugin-api/types';
import type { EntityIdentity, EntitySchemas, UniqueRule } from '../define';
import { answerName, searchFieldsOf } from '../fields';

/**
 * A content type of the content library (spec 2 §3), declared once as an entity: the same identity as an
 * administration entity (names, path, table, id and name fields, tenant level, unique rules, palette words) at the
 * account level, plus what the content library adds — its content_model, the name node settings give it, its
 * permission and feature flag, the filters every list call adds. The server's content resource, the transfer of
 * content in exports, the library's tabs, the node editors' pickers and the palette's create/open commands all read
 * it; none writes its path, id or name field a second time. Content rows live in folders, are soft deleted
 * (is_enabled) or archived (is_archived), and record where they are used: content-resource.ts on the server.
 */
export interface ContentTypeMeta extends EntityIdentity {
  /** The tab of the content library (/build/content?tab=…) and the spec's path segment: 'prompts', 'data-stores'. */
  name: string;
  /** content_model of the calls and the activity subject. */
  model: ContentModel;
  /** How node settings name it (contentId('prompt')) and the usage index keys it. */
  ref: RefKind;
  tenant: 'ac';
  /** The permission stem of its calls and tab (read to see, write to change). */
  permission: string;
  /** A feature flag the type also needs (Dynamic Forms, Intent). */
  feature?: string;
  /** Filters every list call adds (prompt lists always ask for IVA, spec 2 §5). */
  listQuery?: Readonly<Record<string, string>>;
  /** Fields the list's search looks in besides the declared searchable fields (ids): searchFieldsOf(type) is the whole. */
  searchFields: readonly string[];
  /** The name rule (unique among the account's enabled rows, per its `per` columns), or none (files). */
  unique: readonly [] | readonly [UniqueRule];
  /** label: 'items.prompt', plural: 'tabs.prompts' (content namespace); palette: the create and open commands' keys (content:commands.…). */
  palette: { icon: string; keywords: readonly string[]; create: string; open: string };
}

/** The schemas of a content type: the answer's item, the create and update bodies, and the name check's body when it has its own. */
export interface ContentTypeSchemas extends EntitySchemas {
  check?: z.ZodObject<any>;
}

export type ContentTypeDescriptor = ContentTypeMeta & ContentTypeSchemas;

/** Joins a content type's data and schemas; checks what the types cannot (the fields it names are in its item schema). */
export function defineContentType<S extends ContentTypeSchemas>(meta: ContentTypeMeta, schemas: S): ContentTypeMeta & S {
  const fields = new Set(Object.keys(schemas.item.shape));
  const named = [
    meta.idField,
    meta.nameField,
    ...searchFieldsOf(meta),
    ...Object.entries(meta.fields ?? {}).map(([name, f]) => answerName(name, f)),
    ...meta.unique.flatMap((u) => [u.field, ...(u.per ?? [])]),
  ];
  const unknown = named.filter((f) => !fields.has(f));
  if (unknown.length) throw new Error(`Content type ${meta.name}: ${unknown.join(', ')} not in its item schema`);
  return { ...meta, ...schemas };
}
