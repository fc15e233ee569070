import { z } from 'zod';
import {
  prompt,
  promptBody,
  promptUpdateBody,
  promptValidateBody,
  variable,
  variableBody,
  variableUpdateBody,
  variableValidateBody,
} from '../../api/content';
import {
  dynamicFormType,
  dynamicFormTypeBody,
  dynamicFormTypeUpdateBody,
  formType,
  formTypeBody,
  formTypeUpdateBody,
  intent,
  intentBody,
  intentUpdateBody,
  openFormType,
  openFormTypeBody,
  openFormTypeUpdateBody,
} from '../../api/content-forms';
import {
  attachmentFile,
  attachmentFileUpdateBody,
  dataStore,
  dataStoreBody,
  dataStoreUpdateBody,
  holidaySchedule,
  holidayScheduleBody,
  holidayScheduleUpdateBody,
  javascriptFunction,
  javascriptFunctionBody,
  javascriptFunctionUpdateBody,
} from '../../api/content-more';
import { dataStoresType } from './datastores';
import { defineContentType, type ContentTypeDescriptor } from './define';
import { dynamicFormTypesType } from './dynamicformtypes';
import { filesType } from './files';
import { formTypesType } from './formtypes';
import { functionsType } from './functions';
import { holidaySchedulesType } from './holidays';
import { intentsType } from './intents';
import { openFormTypesType } from './openformtypes';
import { promptsType } from './prompts';
import { variablesType } from './variables';

/** The content types whole (data and zod schemas): what the server's content resources and the tests read. */
export const promptsContent = defineContentType(promptsType, {
  item: prompt,
  create: promptBody,
  update: promptUpdateBody,
  check: promptValidateBody,
});
export const variablesContent = defineContentType(variablesType, {
  item: variable,
  create: variableBody,
  update: variableUpdateBody,
  check: variableValidateBody,
});
export const dataStoresContent = defineContentType(dataStoresType, { item: dataStore, create: dataStoreBody, update: dataStoreUpdateBody });
// Files are created by a multipart upload (files-upload.ts), not by a JSON body.
export const filesContent = defineContentType(filesType, { item: attachmentFile, create: z.object({}), update: attachmentFileUpdateBody });
export const holidaySchedulesContent = defineContentType(holidaySchedulesType, {
  item: holidaySchedule,
  create: holidayScheduleBody,
  update: holidayScheduleUpdateBody,
});
export const functionsContent = defineContentType(functionsType, {
  item: javascriptFunction,
  create: javascriptFunctionBody,
  update: javascriptFunctionUpdateBody,
});
export const formTypesContent = defineContentType(formTypesType, { item: formType, create: formTypeBody, update: formTypeUpdateBody });
export const openFormTypesContent = defineContentType(openFormTypesType, {
  item: openFormType,
  create: openFormTypeBody,
  update: openFormTypeUpdateBody,
});
export const dynamicFormTypesContent = defineContentType(dynamicFormTypesType, {
  item: dynamicFormType,
  create: dynamicFormTypeBody,
  update: dynamicFormTypeUpdateBody,
});
export const intentsContent = defineContentType(intentsType, { item: intent, create: intentBody, update: intentUpdateBody });

/** Every content type, whole, in the order of catalogue.ts. */
export const contentTypes: readonly ContentTypeDescriptor[] = [
  promptsContent,
  variablesContent,
  dataStoresContent,
  filesContent,
  holidaySchedulesContent,
  functionsContent,
  formTypesContent,
  openFormTypesContent,
  dynamicFormTypesContent,
  intentsContent,
];
