import { z } from 'zod';

/** Flag names: 'studio.' + name + '.temp' | '.kill' | '.dev', or 'vcc.' / 'ai.' + name (spec 1 §6). */
export const flagNamePattern = /^(studio\.[a-z0-9-]+\.(temp|kill|dev)|vcc\.[a-z0-9-]+|ai\.[a-z0-9-]+)$/;

/** The names a short feature name may be stored under, most common first. */
export const flagNameCandidates = (feature: string): string[] =>
  flagNamePattern.test(feature)
    ? [feature]
    : [`studio.${feature}.temp`, `studio.${feature}.kill`, `studio.${feature}.dev`, `vcc.${feature}`, `ai.${feature}`];

export const showFeatureBody = z.object({
  feature: z.string().trim().min(1).max(120),
  user_id: z.number().int().optional(),
  email: z.string().optional(),
  name: z.string().optional(),
  ac_id: z
    .union([z.number().int(), z.literal('all')])
    .nullable()
    .optional(),
  sp_id: z
    .union([z.number().int(), z.literal('all')])
    .nullable()
    .optional(),
  domainId: z.string().max(120).nullable().optional(),
  formTypeName: z.string().max(120).nullable().optional(),
});
export type ShowFeatureBody = z.infer<typeof showFeatureBody>;

export const flagAnswer = z.object({ message: z.string(), flag_state: z.boolean() });
