import type { FastifyInstance } from 'fastify';
import { dataStoreCsvRoutes } from './datastore-csv';
import { dataStoreDocumentRoutes } from './datastore-documents';
import { dataStoreExportRoutes } from './datastore-export';
import { dataStores } from './datastores';
import { dynamicFormTypeRoutes } from './dynamicformtypes';
import { attachmentFiles } from './files';
import { attachmentFileRoutes } from './files-upload';
import { fileServiceRoutes } from './file-service';
import { complexVariableRoutes } from './complex-variables';
import { folderContentRoutes, folders } from './folders';
import { formEngineRoutes } from './form-engines';
import { formTypeRoutes, formTypes } from './formtypes';
import { javascriptFunctionRoutes, javascriptFunctions } from './functions';
import { holidaySchedules } from './holidays';
import { intentRoutes } from './intent-routes';
import { openFormTypeRoutes, openFormTypes } from './openformtypes';
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
  await app.register(complexVariableRoutes);
  await app.register(usageRoutes);
  await app.register(holidaySchedules.routes);
  await app.register(javascriptFunctions.routes);
  await app.register(javascriptFunctionRoutes);
  await app.register(attachmentFiles.routes);
  await app.register(attachmentFileRoutes);
  await app.register(fileServiceRoutes);
  await app.register(dataStores.routes);
  await app.register(dataStoreDocumentRoutes);
  await app.register(dataStoreCsvRoutes);
  await app.register(dataStoreExportRoutes);
  await app.register(formTypes.routes);
  await app.register(formTypeRoutes);
  await app.register(openFormTypes.routes);
  await app.register(openFormTypeRoutes);
  await app.register(formEngineRoutes);
  await app.register(dynamicFormTypeRoutes);
  await app.register(intentRoutes);
}
