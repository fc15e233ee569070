import type { ContentModel } from '@shared/api/content';
import { contentTypeCatalogue } from '@shared/entities/content/catalogue';
import { fill, messages } from '@shared/messages';
import { unprocessable } from '../../http/errors';
import type { AccountResource as Resource } from '../../http/entity-resource';
import { dataStores } from './datastores/datastores';
import { dynamicFormTypes } from './dynamicformtypes/dynamicformtypes';
import { attachmentFiles } from './files/files';
import { formTypes } from './formtypes/formtypes';
import { javascriptFunctions } from './functions/functions';
import { holidaySchedules } from './holidays/holidays';
import { intents } from './intents/intents';
import { openFormTypes } from './openformtypes/openformtypes';
import { prompts } from './prompts/prompts';
import { variables } from './variables/variables';

/** Every content type's resource, by content_model; folders, moves and in-use checks look them up here. */
export const contentResources: Partial<Record<ContentModel, Resource>> = Object.fromEntries(
  [
    prompts,
    variables,
    dataStores,
    attachmentFiles,
    holidaySchedules,
    javascriptFunctions,
    formTypes,
    openFormTypes,
    dynamicFormTypes,
    intents,
  ].map((r) => [r.descriptor.model, r]),
);

/** Every content area's permission: folders need read (or write) on at least one of them (spec 2 §6). */
export const contentPermissions: readonly string[] = contentTypeCatalogue.map((t) => t.permission);

export function contentResource(model: ContentModel): Resource {
  const resource = contentResources[model];
  if (!resource) throw unprocessable(`content_model: ${fill(messages.content.modelUnavailable, { model })}`);
  return resource;
}
