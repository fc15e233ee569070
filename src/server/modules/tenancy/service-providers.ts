import type { Selectable } from 'kysely';
import { serviceProvidersEntity } from '@shared/entities/service-providers.schema';
import type { Db } from '../../db/index';
import type { ServiceProvidersTable } from '../../db/schema';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { toServiceProvider } from './rows';

/** Settings are stored as JSON; an update merges the given keys into the stored ones (theme colours stay). */
function fromApi(input: Row, ctx: EntityWriteContext): Row {
  const { sp_setting, ...rest } = input;
  if (sp_setting === undefined) return rest;
  const stored = ctx.existing ? (JSON.parse(ctx.existing.sp_setting || '{}') as Row) : {};
  return { ...rest, sp_setting: JSON.stringify({ ...stored, ...sp_setting }) };
}

/** A provider's change alters what every user of it may pick in the switcher. */
export const serviceProviders = defineEntityResource(serviceProvidersEntity, {
  toApi: async (_db: Db, rows: Row[]) => rows.map((r) => toServiceProvider(r as Selectable<ServiceProvidersTable>)),
  fromApi,
  afterChange: (request) => request.server.studio.directory.invalidate(),
});
