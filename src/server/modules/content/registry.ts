import type { ContentModel } from '@shared/api/content';
import { contentTypeCatalogue } from '@shared/entities/content/catalogue';
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

/** Every content type's resource, by content_model; folders, moves and in-use checks look them up here. */
export const contentResources: Partial<Record<ContentModel, Resource>> = Object.fromEntries(
  [prompts, variables, dataStores, attachmentFiles, holidaySchedules, javascriptFunctions, formTypes, openFormTypes, dynamicFormTypes, intents].map((r) => [r.definition.model, r]),
);

/** Every content area's permission: folders need read (or write) on at least one of them (spec 2 §6). */
export const contentPermissions: readonly string[] = contentTypeCatalogue.map((t) => t.permission);

export function contentResource(model: ContentModel): Resource {
  const resource = contentResources[model];
  if (!resource) throw unprocessable(`content_model: ${fill(messages.content.modelUnavailable, { model })}`);
  return resource;
}
