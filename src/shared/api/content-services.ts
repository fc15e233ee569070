/**
 * The content calls of spec 2 §7 beside the content types' own: the complex variables of an account
 * (GET /content/get_complex_variables) and the file service (POST /services/upload, /services/delete-upload,
 * /services/remove-unused-files-replacement).
 */
import { z } from 'zod';
import { variableScopes, variableTypes } from './content';

const id = z.number().int().positive();

/**
 * Variables whose value is a structure rather than one text: array (a list), payment (card fields) and
 * xsip (SIP headers as a key-value list). The other types (single_value, secure, audio, system, cav) hold one value.
 */
export const complexVariableTypes = ['array', 'payment', 'xsip'] as const satisfies readonly (typeof variableTypes)[number][];
/** The default array variable: a system array variable with id -1 (spec 2 §3), offered before the account's own. */
export const defaultArrayVariable = {
  variable_id: -1,
  variable_name: 'default_array',
  name: 'default_array',
  variable_type: 'array',
  scope: 'session',
  is_system: true,
} as const;

export const complexVariablesQuery = z.object({ task_id: z.coerce.number().int().optional(), source: z.string().max(20).optional() });
export const complexVariable = z.object({
  variable_id: z.number(),
  variable_name: z.string(),
  name: z.string(),
  variable_type: z.enum(variableTypes),
  scope: z.enum(variableScopes),
  /** True for the default array variable (-1), which belongs to no account. */
  is_system: z.boolean(),
});
export type ComplexVariable = z.infer<typeof complexVariable>;

export const deleteUploadBody = z.object({ file_id: id });
export const deleteUploadAnswer = z.object({ file_id: z.number(), deleted: z.literal(true) });
/** Without file_ids: every unused upload of the account older than the grace period; with them: those that are unused. */
export const removeUnusedUploadsBody = z.object({ file_ids: z.array(id).max(1000).optional() }).default({});
export const removeUnusedUploadsAnswer = z.object({ count: z.number(), file_ids: z.array(z.number()) });
/** An upload not used by anything for this long may be removed by the sweep without file_ids (it may be about to be attached). */
export const unusedUploadGraceMinutes = 10;
