import type { ContentModel } from '@shared/api/content';
import { fill, messages } from '@shared/messages';
import { unprocessable } from '../../http/errors';
import type { Resource } from '../../http/resource';
import { dataStores } from './datastores';
import { dynamicFormTypes } from './dynamicformtypes';
import { attachmentFiles } from './files';
import { formTypes } from './formtypes';
import { javascriptFunctions } from './functions';
import { holidaySchedules } from './holidays';
import { intents } from './intents';
import { openFormTypes } from './openformtypes';
import { prompts } from './prompts';
import { variables } from './variables';

/** The content models served so far, by content_model; folders, moves and in-use checks look them up here. */
export const contentResources: Partial<Record<ContentModel, Resource>> = {
  Prompt: prompts,
  Variable: variables,
  HolidaySchedule: holidaySchedules,
  JavascriptFunction: javascriptFunctions,
  AttachmentFile: attachmentFiles,
  DataStore: dataStores,
  FormType: formTypes,
  OpenFormType: openFormTypes,
  DynamicFormType: dynamicFormTypes,
  Intent: intents,
};

/** Every content area's permission: folders need read (or write) on at least one of them (spec 2 §6). */
export const contentPermissions = [
  'build.content.prompts',
  'build.content.variables',
  'build.content.form-types',
  'build.content.open-form-types',
  'build.content.dynamic-form-types',
  'build.content.datastores',
  'build.content.files',
  'build.content.holiday-schedules',
  'build.content.functions',
  'build.content.intents',
] as const;

export function contentResource(model: ContentModel): Resource {
  const resource = contentResources[model];
  if (!resource) throw unprocessable(`content_model: ${fill(messages.content.modelUnavailable, { model })}`);
  return resource;
}
