import type { FastifyInstance } from 'fastify';
import { dataStoreCsvRoutes } from './datastore-csv';
import { dataStoreDocumentRoutes } from './datastore-documents';
import { dataStoreExportRoutes } from './datastore-export';
import { dataStores } from './datastores';
import { attachmentFiles } from './files';
import { attachmentFileRoutes } from './files-upload';
import { folderContentRoutes, folders } from './folders';
import { javascriptFunctionRoutes, javascriptFunctions } from './functions';
import { holidaySchedules } from './holidays';
import { promptRoutes, prompts } from './prompts';
import { usageRoutes } from './usage-routes';
import { variables } from './variables';

/** The content library's server: folders, every content type and the usage checks. */
export async function contentRoutes(app: FastifyInstance) {
  await app.register(folders.routes);
  await app.register(folderContentRoutes);
  await app.register(prompts.routes);
  await app.register(promptRoutes);
  await app.register(variables.routes);
  await app.register(usageRoutes);
  await app.register(holidaySchedules.routes);
  await app.register(javascriptFunctions.routes);
  await app.register(javascriptFunctionRoutes);
  await app.register(attachmentFiles.routes);
  await app.register(attachmentFileRoutes);
  await app.register(dataStores.routes);
  await app.register(dataStoreDocumentRoutes);
  await app.register(dataStoreCsvRoutes);
  await app.register(dataStoreExportRoutes);
}
