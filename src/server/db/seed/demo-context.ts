import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { nodeCreateBody, type FlowNode } from '@shared/api/flow';
import type { Db } from '../index';
import type { AccountResource as Resource } from '../../http/entity-resource';
import type { Row } from '../../http/entity-resource';
import { enabledFeatures } from '../../http/scope';
import { accountTenant } from '../../http/tenant-repo';
import type { FlowEnv } from '../../modules/flow/edits/edit';
import { createNode } from '../../modules/flow/nodes/nodes-write';
import type { Services } from '../../services';

/**
 * The demo content of one account, written through the same services the API calls use (the resource
 * pipelines and the canvas edits), so rules, usages, caches, histories and activity entries are as if a
 * user had built it. The seed is nobody signed in: created_by stays empty, and the activity entries
 * belong to the account (the only thing the services read from the request is its scope selection).
 */
export interface SeedAccount {
  acId: number;
  db: Db;
  /** Creates a row through a content (or task) resource, its body parsed by the route's schema. */
  create(resource: Resource, body: Record<string, unknown>): Promise<Row>;
  /** POST /node/nodes: answers the new node. */
  node(body: z.input<typeof nodeCreateBody>): Promise<FlowNode>;
}

export async function seedAccount(services: Services, acName: string): Promise<SeedAccount> {
  const { db, engine } = services;
  const { ac_id: acId, sp_id: spId } = await db
    .selectFrom('accounts')
    .select(['ac_id', 'sp_id'])
    .where('ac_name', '=', acName)
    .executeTakeFirstOrThrow();
  const selection = { spId, acId };
  const request = { auth: null, scope: { selection, level: 'ac' } } as unknown as FastifyRequest;
  const features = await enabledFeatures(db, selection);
  const env: FlowEnv = { db, engine, acId, userId: null, request };
  return {
    acId,
    db,
    create: (resource, body) =>
      db
        .transaction()
        .execute((trx) =>
          resource.insert(
            { trx, request, services, acId, tenant: accountTenant(acId), userId: null },
            resource.descriptor.create.parse(body),
          ),
        ),
    async node(body) {
      return (await createNode(env, features, nodeCreateBody.parse(body))).node.data!;
    },
  };
}
