import type { Selectable } from 'kysely';
import { fieldsFromApi } from '@shared/entities/field-values';
import { serviceProviderFields } from '@shared/entities/service-providers.fields';
import { serviceProvidersEntity } from '@shared/entities/service-providers.schema';
import type { Db } from '../../db/index';
import type { ServiceProvidersTable } from '../../db/schema';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { toServiceProvider } from './rows';

/** The declared fields; settings are stored as JSON, an update merging the given keys into the stored ones (theme colours stay). */
function fromApi(input: Row, ctx: EntityWriteContext): Row {
  const columns = fieldsFromApi(serviceProviderFields, input, ctx.mode);
  if (input.sp_setting === undefined) return columns;
  const stored = ctx.existing ? (JSON.parse(ctx.existing.sp_setting || '{}') as Row) : {};
  return { ...columns, sp_setting: JSON.stringify({ ...stored, ...input.sp_setting }) };
}

/** A provider's change alters what every user of it may pick in the switcher. */
export const serviceProviders = defineEntityResource(serviceProvidersEntity, {
  toApi: async (_db: Db, rows: Row[]) => rows.map((r) => toServiceProvider(r as Selectable<ServiceProvidersTable>)),
  fromApi,
  afterChange: (request) => request.server.studio.directory.invalidate(),
});
