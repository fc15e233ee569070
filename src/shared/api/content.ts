import { z } from 'zod';
import { contentModelLabels, contentModels, type ContentModel } from './content-models';
import { createShape, itemShape } from '../entities/field-schemas';
import { fieldLimit, secretMask } from '../entities/fields';
import { promptFields, promptTypes } from '../entities/content/prompts';
import { variableFields, variableScopes, variableTypes } from '../entities/content/variables';

export { contentModelLabels, contentModels, type ContentModel };

/** Models whose deletion is refused while they are in use (spec 2 §3, §4). */
export const deletionBlockingModels: readonly ContentModel[] = ['Prompt', 'Variable', 'DataStore', 'JavascriptFunction'];

/** Virtual folders (spec 2 §9): Main holds what is in no user folder, Archived what was safely deleted. */
export const folderIds = { main: 0, archived: -1 } as const;

/** soft: is_enabled 0 (undo by PUT is_enabled=1); safe: archive (is_archived 1); force: removed. */
export const deleteTypes = ['soft', 'safe', 'force'] as const;
export type DeleteType = (typeof deleteTypes)[number];

const squash = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
/** 'prompt', 'data_store', 'Data store' and 'DataStore' all name the same model. */
export function toContentModel(value: string): ContentModel | null {
  const wanted = squash(value);
  return contentModels.find((m) => squash(m) === wanted || squash(contentModelLabels[m]) === wanted) ?? null;
}
export const contentModel = z.preprocess((v) => (typeof v === 'string' ? (toContentModel(v) ?? v) : v), z.enum(contentModels));

const id = z.number().int().positive();
const name = (max: number) => z.string().trim().min(1).max(max);
/** 0/1 flags of the database; writes also take booleans. */
export const flag = z.union([z.literal(0), z.literal(1), z.boolean()]);
const timestamps = { created_at: z.string(), updated_at: z.string() };
const contentState = { folder_id: z.number(), is_enabled: z.number(), is_archived: z.number(), is_refreshing: z.number() };

// Folders
export const folder = z.object({ folder_id: z.number(), folder_name: z.string(), is_enabled: z.number(), ...timestamps });
export type Folder = z.infer<typeof folder>;
export const folderBody = z.object({ folder_name: name(100) });
export const folderContentsBody = z.object({
  folder_id: z.number().int().min(folderIds.archived),
  content_model: contentModel,
  content_ids: z.array(id).min(1).max(1000),
});
export type FolderContentsBody = z.infer<typeof folderContentsBody>;

// Prompts: the fields come from the declaration (src/shared/entities/content/prompts.ts).
export { promptTypes };
export const languageCode = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language code such as en-US');
export const promptText = z.object({
  language: languageCode,
  /** Variables are written as {{variable_id}}. */
  text: z.string().max(fieldLimit(promptFields, 'texts', 'text')),
  /** The audio file of this language (an attachment file), when there is one. */
  file_id: id.nullable().optional(),
});
export const promptTexts = z
  .array(promptText)
  .max(fieldLimit(promptFields, 'texts'))
  .superRefine((texts, ctx) => {
    const seen = new Set<string>();
    texts.forEach((t, i) => {
      if (seen.has(t.language)) ctx.addIssue({ code: 'custom', path: [i, 'language'], message: `${t.language} is given twice` });
      seen.add(t.language);
    });
  });
const promptJson = {
  texts: { body: promptTexts, item: z.array(z.object({ language: z.string(), text: z.string(), file_id: z.number().nullable() })) },
};
export const promptBody = z.object({
  ...createShape(promptFields, promptJson),
  folder_id: z.number().int().min(folderIds.archived).optional(),
});
export const promptUpdateBody = promptBody.partial();
export const prompt = z.object({
  prompt_id: z.number(),
  ...itemShape(promptFields, promptJson),
  name: z.string(),
  ac_id: z.number(),
  /** The variables its texts use, in order of first appearance. */
  variable_ids: z.array(z.number()),
  ...contentState,
  ...timestamps,
});
export type Prompt = z.infer<typeof prompt>;
export const promptValidateBody = z.object({
  name: name(fieldLimit(promptFields, 'prompt_name')),
  prompt_type: z.enum(promptTypes).optional(),
  prompt_id: id.optional(),
});
export const promptsByIdsBody = z.object({ prompt_ids: z.array(id).max(1000) });

// Variables
export { variableScopes, variableTypes };
/** Types that keep a default value (spec 2 §5); for every other type it is dropped. */
export const typesWithDefault: readonly (typeof variableTypes)[number][] = ['single_value', 'audio', 'secure'];
/** What a secure variable's default value reads as in every answer. */
export const secureMask = secretMask;
/** Beyond the declared limits: a name starts with a letter; a default value is kept as typed (never trimmed). */
const variableJson = {
  variable_name: {
    body: name(fieldLimit(variableFields, 'variable_name')).regex(
      /^[A-Za-z][A-Za-z0-9_.-]*$/,
      'must start with a letter and use only letters, digits, _ . or -',
    ),
    item: z.string(),
  },
  default_value: { body: z.string().max(fieldLimit(variableFields, 'default_value')), item: z.string() },
};
export const variableBody = z.object({
  ...createShape(variableFields, variableJson),
  folder_id: z.number().int().min(folderIds.archived).optional(),
});
export const variableUpdateBody = variableBody.partial();
export const variable = z.object({
  variable_id: z.number(),
  /** A secure variable's default value: only the mask, never the value. */
  ...itemShape(variableFields, variableJson),
  name: z.string(),
  ac_id: z.number(),
  ...contentState,
  ...timestamps,
});
export type Variable = z.infer<typeof variable>;
export const variableValidateBody = z.object({ name: name(fieldLimit(variableFields, 'variable_name')), variable_id: id.optional() });

// Name checks, deletion, usage
export const nameCheck = z.object({ valid: z.boolean(), message: z.string() });
export const deleteQuery = z.object({ delete_type: z.enum(deleteTypes).optional() });
export const deleteAnswer = z.object({ id: z.number(), delete_type: z.enum(deleteTypes) });

/** One usage: the item that uses the content (a prompt, a node …). */
export const usageItem = z.object({ model: z.string(), id: z.number(), name: z.string() });
/** Usages grouped under their task (for nodes) or under the model of the using item (for content). */
export const usageGroup = z.object({
  model: z.string(),
  id: z.number().nullable(),
  name: z.string(),
  items: z.array(usageItem),
});
export type UsageGroup = z.infer<typeof usageGroup>;
export const checkInUseBody = z.object({ content_model: contentModel, content_id: id, delete_type: z.string().max(40).optional() });
export const checkInUseAnswer = z.object({
  in_use: z.boolean(),
  count: z.number(),
  /** Whether the content may be deleted now (false when a blocking model is in use). */
  deletable: z.boolean(),
  title: z.string().nullable(),
  message: z.string(),
  usages: z.array(usageGroup),
});
export const refreshInUseBody = z.object({ content_model: contentModel, content_id: id, content_name: z.string().max(200).optional() });
export const inUseCountBody = z.object({ content_model: contentModel, content_id: id });
/** The refusal of a delete while in use (HTTP 409): the error body plus the title and the usages. */
export const deleteRefusal = z.object({ message: z.string(), errors: z.array(z.string()), title: z.string(), usages: z.array(usageGroup) });
