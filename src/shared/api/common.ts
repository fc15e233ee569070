import { z } from 'zod';
import { installValidationMessages } from '../validation';

// Every schema of the calls, wherever it is parsed (server or client), names its problems in words.
installValidationMessages();

/** Every successful answer wraps its payload in `data`. */
export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data });

/** Every error answer: a status plus `{ message, errors }`. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.string()).default([]),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** List query of the spec: fetch_all (default 1) or fetch_all=0 with page and per_page. */
export const listQuery = z.object({
  fetch_all: z.coerce.number().int().min(0).max(1).default(1),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(25),
  search: z.string().trim().max(200).optional(),
  searchFields: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const listMeta = z.object({ total: z.number(), page: z.number(), per_page: z.number() });

export const scopeHeaderNames = { scope: 'x-scope', scopeId: 'x-scope-id', spId: 'x-sp-id' } as const;
export const scopeKinds = ['all', 'sp', 'ac'] as const;
export type ScopeKind = (typeof scopeKinds)[number];

/** An http(s) address of an outside service (an identity provider, a platform, a profile's endpoint). */
export const httpUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((v) => /^https?:\/\//i.test(v), 'An address starts with http:// or https://.');
