import type { FastifyInstance } from 'fastify';
import { dataStoreCsvRoutes } from './datastores/datastore-csv';
import { dataStoreDocumentRoutes } from './datastores/datastore-documents';
import { dataStoreExportRoutes } from './datastores/datastore-export';
import { dataStores } from './datastores/datastores';
import { dynamicFormTypeRoutes } from './dynamicformtypes/dynamicformtypes';
import { attachmentFiles } from './files/files';
import { attachmentFileRoutes } from './files/files-upload';
import { fileServiceRoutes } from './files/file-service';
import { complexVariableRoutes } from './variables/complex-variables';
import { folderContentRoutes, folders } from './folders';
import { formEngineRoutes } from './openformtypes/form-engines';
import { formTypeRoutes, formTypes } from './formtypes/formtypes';
import { javascriptFunctionRoutes, javascriptFunctions } from './functions/functions';
import { holidaySchedules } from './holidays/holidays';
import { intentRoutes } from './intents/intent-routes';
import { openFormTypeRoutes, openFormTypes } from './openformtypes/openformtypes';
import { promptRoutes, prompts } from './prompts/prompts';
import { usageRoutes } from './usage-routes';
import { variables } from './variables/variables';

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
