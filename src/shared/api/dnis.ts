import { z } from 'zod';
import { createShape, itemShape } from '../entities/field-schemas';
import { dnisPoolFields } from '../entities/dnis-pools.fields';
import { isE164 } from '../e164';
import { listQuery } from './common';
import { queueMessages as m } from '../messages-queues';

/**
 * DNIS pools (spec 3 §3, §7 "/dnis-pool with pools, pool-numbers, validate-name and template"): an
 * account's pools of dialled numbers, each a range of E.164 numbers, and the numbers of a pool.
 */
export const e164 = z.string().trim().refine(isE164, { message: m.dnis.invalidNumber });

/** What the declared fields take beyond their type and limits: the range is of E.164 numbers (entities/dnis-pools.fields.ts). */
const rangeChecks = { range_start: { body: e164, item: z.string() }, range_end: { body: e164, item: z.string() } };

export const dnisPool = z.object({
  pool_id: z.number(),
  ac_id: z.number(),
  ...itemShape(dnisPoolFields, rangeChecks),
  /** How many numbers the pool holds. */
  number_count: z.number(),
  is_enabled: z.number(),
  updated_at: z.string(),
});
export type DnisPool = z.infer<typeof dnisPool>;

const poolFields = z.object(createShape(dnisPoolFields, rangeChecks));
export const dnisPoolCreate = poolFields.strict();
export const dnisPoolUpdate = poolFields.partial().strict();

export const poolNumber = z.object({
  pool_number_id: z.number(),
  pool_id: z.number(),
  pool_number: z.string(),
  created_at: z.string(),
});
export type PoolNumber = z.infer<typeof poolNumber>;

/** GET /dnis-pool/pool-numbers: a pool's numbers, searched by any part of the number, paged with fetch_all=0. */
export const poolNumbersQuery = listQuery.extend({ pool_id: z.coerce.number().int().positive() });

/** POST /dnis-pool/pool-numbers: one number or several into a pool (all or none). */
export const poolNumbersCreate = z
  .object({ pool_id: z.number().int().positive(), pool_numbers: z.array(z.string().trim().max(20)).min(1).max(1000) })
  .strict();

/** The most numbers one CSV import may hold. */
export const poolCsvMaxRows = 10_000;
export const poolCsvHeader = ['pool_number'] as const;

/** A row of the CSV that cannot be imported: its line, and why. */
export const poolCsvRowError = z.object({ row: z.number(), pool_number: z.string(), message: z.string() });
export const poolImportAnswer = z.object({ pool_id: z.number(), imported: z.number() });
