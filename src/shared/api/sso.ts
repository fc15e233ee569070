import { z } from 'zod';
import { httpUrl } from './common';
import { sessionUser } from './auth';
import { themeColoursAnswer } from './profiles';

/**
 * Single sign-on (spec 1 §2 /login/{idp}/launch and /login/{idp}/callback, §7 POST /auth/callback/{idp}
 * and GET /subdomain/{host}): a provider's two OpenID Connect identity providers, the start and the end of an
 * authorization code flow, and what a provider's sub-domain shows before anyone signs in.
 */
export const idpSlots = [1, 2] as const;
export const signUpModes = ['invited', 'create'] as const;

export const identityProvider = z.object({
  idp_id: z.number(),
  sp_id: z.number(),
  slot: z.number(),
  idp_name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  /** The mask when a secret is stored, else null; never the secret. */
  client_secret: z.string().nullable(),
  email_claim: z.string(),
  sign_up: z.enum(signUpModes),
  role_id: z.number().nullable(),
  ac_ids: z.array(z.number()),
  is_enabled: z.number(),
  /** The path the identity provider must send the browser back to (register it there, on every host used). */
  callback_path: z.string(),
  updated_at: z.string(),
});
export type IdentityProvider = z.infer<typeof identityProvider>;

export const identityProviderBody = z
  .object({
    idp_name: z.string().trim().min(1).max(100),
    issuer: httpUrl,
    client_id: z.string().trim().min(1).max(255),
    /** A new secret, the mask (keep the stored one), or null/'' (remove it). */
    client_secret: z.string().max(500).nullable().optional(),
    email_claim: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9_.:/-]+$/, 'A claim name is letters, digits and _ . : / -.')
      .default('email'),
    sign_up: z.enum(signUpModes).default('invited'),
    role_id: z.number().int().positive().nullable().default(null),
    ac_ids: z.array(z.number().int().positive()).max(500).default([]),
    is_enabled: z.union([z.literal(0), z.literal(1)]).default(1),
  })
  .strict();
export type IdentityProviderBody = z.input<typeof identityProviderBody>;

export const slotParams = z.object({
  slot: z.coerce
    .number()
    .int()
    .refine((n) => n === 1 || n === 2, 'The slot is 1 or 2.'),
});
export const idpParams = z.object({ idp: z.coerce.number().int().positive() });

/** POST /auth/authorize/{idp}: where to send the browser (the identity provider's authorization endpoint). */
export const authorizeBody = z.object({ redirect_url: z.string().max(500).optional() }).strict();
export const authorizeAnswer = z.object({ authorization_url: z.string() });

/** POST /auth/callback/{idp}: the query the identity provider sent the browser back with. */
export const callbackBody = z
  .object({
    state: z.string().max(200).optional(),
    code: z.string().max(4000).optional(),
    iss: z.string().max(500).optional(),
    session_state: z.string().max(500).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
  })
  .strict();
/** A sign-in through another party ends as a password sign-in does: a session, or the second-factor step first. */
export const callbackAnswer = z.union([
  z.object({ token: z.string(), user: sessionUser, redirect_url: z.string().nullable() }),
  z.object({ twofa_required: z.literal(true), twofa_token: z.string(), setup_required: z.boolean(), redirect_url: z.string().nullable() }),
]);
export type CallbackAnswer = z.infer<typeof callbackAnswer>;

/** GET /subdomain/{host}: the provider whose sub-domain it is (null with 'not a subdomain'). */
export const subdomainProvider = themeColoursAnswer.extend({
  sp_id: z.number(),
  sp_name: z.string(),
  sub_domain: z.string(),
  logo_url: z.string().nullable(),
  identity_providers: z.array(z.object({ idp_id: z.number(), idp_name: z.string() })),
});
export type SubdomainProvider = z.infer<typeof subdomainProvider>;
export const subdomainAnswer = z.object({ data: subdomainProvider.nullable(), message: z.string().optional() });
export const hostParams = z.object({ host: z.string().max(300) });
