import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import type { EntityDescriptor, UniqueRule } from '@shared/entities/define';
import { uniqueCheckAnswer } from '@shared/entities/settings';
import { messages } from '@shared/messages';
import type { Db } from '../db/index';
import { unprocessable } from './errors';
import { tenantColumns, type Tenant } from './tenant-repo';

type Row = Record<string, any>;

/** The field's own rules (the save's), as a required value: optional, nullable and default wrappers removed. */
function required(field: z.ZodTypeAny | undefined): z.ZodTypeAny {
  let f: any = field ?? z.string().trim().min(1).max(200);
  while (f instanceof z.ZodOptional || f instanceof z.ZodNullable || f instanceof z.ZodDefault) f = f.unwrap();
  return f;
}

/**
 * The unique-value rules of a descriptor (spec 3 §5): compared without regard to case, among enabled
 * rows unless the rule counts disabled ones, within the rule's `per` columns. Used by every write and by
 * the rule's check call, so the call and the save always agree.
 */
export function uniqueRules(d: EntityDescriptor) {
  const anyDb = (db: Db) => db as unknown as Kysely<any>;

  /**
   * The `per` columns' values: from the row, else from the tenant (the selected provider); missing ones refuse. Rows of
   * either level ('sp-or-ac') are unique among their owner's: the owner columns come from the tenant, the other is null.
   */
  function perValues(rule: UniqueRule, values: Row, tenant: Tenant): Row {
    const fromTenant = tenantColumns(tenant) ?? {};
    const owner: Row | null = d.tenant === 'sp-or-ac' ? { sp_id: null, ac_id: null, ...fromTenant } : null;
    return Object.fromEntries(
      (rule.per ?? []).map((column) => {
        if (owner && column in owner) return [column, owner[column]];
        const value = values[column] ?? fromTenant[column];
        if (value === undefined || value === null)
          throw unprocessable(messages.entities.providerRequired, [`${column}: ${messages.entities.providerRequired}`]);
        return [column, value];
      }),
    );
  }

  async function taken(db: Db, rule: UniqueRule, value: string, values: Row, tenant: Tenant, exceptId?: number): Promise<boolean> {
    let q = anyDb(db)
      .selectFrom(d.table)
      .select(d.idField)
      .where(sql<boolean>`lower(${sql.ref(rule.field)}) = lower(${value.trim()})`);
    if (!rule.includeDisabled) q = q.where('is_enabled', '=', 1);
    for (const [column, v] of Object.entries(perValues(rule, values, tenant)))
      q = v === null ? q.where(column, 'is', null) : q.where(column, '=', v);
    if (exceptId !== undefined) q = q.where(d.idField, '<>', exceptId);
    return !!(await q.executeTakeFirst());
  }

  /** Refuses a write whose values clash; a disabled row only clashes with rules that count disabled rows. */
  async function assertFree(db: Db, values: Row, tenant: Tenant, exceptId?: number): Promise<void> {
    for (const rule of d.unique) {
      const value = values[rule.field];
      if (value === undefined || value === null || value === '') continue;
      if (values.is_enabled === 0 && !rule.includeDisabled) continue;
      if (await taken(db, rule, String(value), values, tenant, exceptId))
        throw unprocessable(rule.takenMessage, [`${rule.field}: ${rule.takenMessage}`]);
    }
  }

  /** The check calls: POST { <field>, <idField>? (the row being edited), per columns } → { valid, message }. */
  function routes(app: FastifyInstance, authorize: (request: FastifyRequest) => Tenant) {
    for (const rule of d.unique) {
      if (!rule.checkPath) continue;
      const body = z
        .object({
          [rule.field]: required((d.create.shape as Record<string, z.ZodTypeAny>)[rule.field]),
          [d.idField]: z.number().int().positive().optional(),
          ...Object.fromEntries((rule.per ?? []).map((c) => [c, z.number().int().positive().optional()])),
        })
        .strict();
      app.post(
        rule.checkPath,
        {
          config: { access: (request) => authorize(request) },
          schema: { tags: [d.model], body, response: { 200: envelope(uniqueCheckAnswer) } },
        },
        async (request) => {
          const tenant = authorize(request);
          const values = request.body as Row;
          // A provider named in the body never widens the request: at provider scope the selected one counts.
          const scoped = { ...values, ...(tenantColumns(tenant) ?? {}) };
          const isTaken = await taken(app.studio.db, rule, String(values[rule.field]), scoped, tenant, values[d.idField]);
          return { data: { valid: !isTaken, message: isTaken ? rule.takenMessage : messages.entities.valueAvailable } };
        },
      );
    }
  }

  return { assertFree, routes };
}
