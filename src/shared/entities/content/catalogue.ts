import { dataStoresType } from './datastores';
import type { ContentTypeMeta } from './define';
import { dynamicFormTypesType } from './dynamicformtypes';
import { filesType } from './files';
import { formTypesType } from './formtypes';
import { functionsType } from './functions';
import { holidaySchedulesType } from './holidays';
import { intentsType } from './intents';
import { openFormTypesType } from './openformtypes';
import { promptsType } from './prompts';
import { variablesType } from './variables';

/**
 * Every content type's declaration as plain data (no zod): what the library's tabs, the node editors' pickers and
 * the palette read. The server and the tests read the whole declarations (index.ts), in the same order.
 */
export const contentTypeCatalogue: readonly ContentTypeMeta[] = [
  promptsType,
  variablesType,
  dataStoresType,
  filesType,
  holidaySchedulesType,
  functionsType,
  formTypesType,
  openFormTypesType,
  dynamicFormTypesType,
  intentsType,
];

export const contentTypeOfModel = (model: string) => contentTypeCatalogue.find((t) => t.model === model);
