import { z } from 'zod';
import { openFormEngines } from '../entities/content/openformtypes';

/**
 * System → Open forms (spec 1 §2 System `openforms`; spec 2 §7 publish-system-open-form): the open form types published
 * as system ones (is_system = 1), which every account lists and uses, with who published them. The system role archives
 * one (every other account stops seeing it; its own account keeps it in Archived), brings it back, or unpublishes it
 * (it stays an open form of its own account only).
 */
export const systemOpenForm = z.object({
  open_form_type_id: z.number(),
  name: z.string(),
  engine: z.enum(openFormEngines),
  language: z.string(),
  ac_id: z.number(),
  ac_name: z.string(),
  sp_name: z.string(),
  /** 0 once deleted in its account (soft delete): no account uses it until it is restored there. */
  is_enabled: z.number(),
  is_archived: z.number(),
  published_by_name: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type SystemOpenForm = z.infer<typeof systemOpenForm>;
export const systemOpenFormId = z.object({ open_form_type_id: z.coerce.number().int().positive() });
/** What the system role does to one: archive it, bring it back from the archive, or unpublish it. */
export const systemOpenFormActions = ['archive', 'unarchive', 'unpublish'] as const;
export type SystemOpenFormAction = (typeof systemOpenFormActions)[number];
