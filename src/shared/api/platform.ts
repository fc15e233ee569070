import { z } from 'zod';
import { httpUrl } from './common';
import { callbackAnswer } from './sso';

/**
 * The contact-center platform (a separate host, read with a bearer token): a provider's connection to it, the reads
 * of a domain it answers page by page (kept by the studio with the time they were fetched), and the sign-in with its
 * signed launch token (POST /launch and the platform's variant of POST /auth/callback/{idp}).
 */

/** What the studio reads of a domain, and the platform path of each read (`:domain` is the domain id). */
export const platformReads = {
  users: { path: '/users/v1/domains/:domain/users', nameField: 'userName' },
  skills: { path: '/skills/v1/domains/:domain/skills', nameField: 'name' },
  dispositions: { path: '/interactions/v1/domains/:domain/dispositions', nameField: 'name' },
  variables: { path: '/interactions/v1/domains/:domain/variables', nameField: 'name' },
  'variable-groups': { path: '/interactions/v1/domains/:domain/variable-groups', nameField: 'name' },
  'knowledge-groups': { path: '/knowledge-distiller/v1/domains/:domain/knowledge-groups', nameField: 'name' },
  prompts: { path: '/knowledge-distiller/v1/domains/:domain/prompts', nameField: 'name' },
} as const;
export type PlatformRead = keyof typeof platformReads;
export const platformReadKinds = Object.keys(platformReads) as PlatformRead[];

/** The path of a read on the platform (and, under /api, on the studio). */
export const platformPath = (kind: PlatformRead, domainId: string) =>
  platformReads[kind].path.replace(':domain', encodeURIComponent(domainId));

export const platformConnection = z.object({
  sp_id: z.number(),
  base_url: z.string(),
  /** The mask when a token is stored, else null; never the token. */
  api_token: z.string().nullable(),
  /** The mask when a key is stored, else null. */
  launch_key: z.string().nullable(),
  launch_issuer: z.string(),
  launch_audience: z.string(),
  role_id: z.number().nullable(),
  is_enabled: z.number(),
  updated_at: z.string(),
});
export type PlatformConnection = z.infer<typeof platformConnection>;

export const platformConnectionBody = z
  .object({
    base_url: httpUrl,
    /** A new token, the mask (keep the stored one), or null/'' (remove it). */
    api_token: z.string().max(4000).nullable().optional(),
    /** A shared secret or a PEM public key; the mask keeps the stored one. */
    launch_key: z.string().max(8000).nullable().optional(),
    launch_issuer: z.string().trim().min(1).max(500),
    launch_audience: z.string().trim().min(1).max(500),
    role_id: z.number().int().positive().nullable().default(null),
    is_enabled: z.union([z.literal(0), z.literal(1)]).default(1),
  })
  .strict();
export type PlatformConnectionBody = z.input<typeof platformConnectionBody>;

/** POST /portal/platform-connection/test: what the platform answered to a first read. */
export const platformTestBody = z.object({ domain_id: z.string().trim().min(1).max(100).optional() }).strict();
export const platformTestAnswer = z.object({
  ok: z.boolean(),
  status: z.number().nullable(),
  message: z.string(),
  domain_id: z.string().nullable(),
});
export type PlatformTestAnswer = z.infer<typeof platformTestAnswer>;

/** A read of a domain: its items, when they were fetched, and whether they came from the platform or the studio's own tables. */
export const platformItems = z.object({
  domain_id: z.string(),
  kind: z.string(),
  source: z.enum(['platform', 'studio']),
  fetched_at: z.string().nullable(),
  items: z.array(z.record(z.string(), z.unknown())),
});
export type PlatformItems = z.infer<typeof platformItems>;

export const domainParams = z.object({ domain: z.string().trim().min(1).max(100) });
export const interactionParams = domainParams.extend({ kind: z.enum(['dispositions', 'variables', 'variable-groups']) });
export const distillerQuery = z.object({ hideKnowledgePrompts: z.coerce.number().int().min(0).max(1).optional() });

/** POST /platform/refresh: read a domain's lists again from the platform (every kind unless named). */
export const platformRefreshBody = z
  .object({
    domain_id: z.string().trim().min(1).max(100),
    kinds: z
      .array(z.enum(platformReadKinds as [PlatformRead, ...PlatformRead[]]))
      .max(7)
      .optional(),
  })
  .strict();
export const platformRefreshAnswer = z.object({ domain_id: z.string(), fetched_at: z.string(), counts: z.record(z.string(), z.number()) });

/** POST /launch and POST /auth/callback/platform: the platform's signed token (and the provider when not on its sub-domain). */
export const launchBody = z
  .object({
    token: z.string().min(1).max(8000),
    sp_id: z.number().int().positive().optional(),
    redirect_url: z.string().max(500).optional(),
  })
  .strict();
export const launchAnswer = callbackAnswer;
