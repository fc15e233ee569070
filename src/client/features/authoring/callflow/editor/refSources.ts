import type { Selection } from '@shared/access/scope';
import { contentTypeCatalogue } from '@shared/entities/content/catalogue';
import type { ContentTypeMeta } from '@shared/entities/content/define';
import { contentKeys } from '@client/api/queryKeys';
import type { ListFilter } from '../../content/api';
import type { RefModel } from '@shared/plugin-api/editor-fields';

export interface RefOption {
  id: number;
  name: string;
}

/** How a new item of a model is made from a picker: a small form in place, or the content library's create screen in a new tab. */
export type CreateWay = 'dialog' | 'library';

/**
 * Where a picker finds the account's items of a content model: the content library's list call (its tab's path
 * and filters, fetch_all=1) and the permission that guards it, from the content type's declaration as the library's
 * tab reads it. Only what a picker needs, so the node editor does not load the content screen's editors.
 */
export interface RefSource {
  /** The content library tab of the model (/build/content?tab=…). */
  tab: string;
  path: string;
  listQuery?: Readonly<Record<string, string>>;
  permission: string;
  feature?: string;
  option(row: Record<string, unknown>): RefOption;
  create: CreateWay;
}

/**
 * The models listed by the content library; tasks, nodes, web-service profiles (by key) and the complex variables
 * (complexVariables.ts) come from elsewhere.
 */
export type ListedModel = Exclude<RefModel, 'task' | 'node' | 'web_service_profile' | 'provider_web_service_profile' | 'complex_variable'>;

/** A model's source from its content type's declaration, and how a picker makes a new one. */
function declared(type: ContentTypeMeta, create: CreateWay): RefSource {
  return {
    tab: type.name,
    path: type.path,
    ...(type.listQuery ? { listQuery: type.listQuery } : {}),
    permission: type.permission,
    ...(type.feature ? { feature: type.feature } : {}),
    option: (row) => ({ id: Number(row[type.idField]), name: String(row[type.nameField] ?? '') }),
    create,
  };
}

const byRef = (ref: ListedModel) => contentTypeCatalogue.find((t) => t.ref === ref)!;

export const refSources: Readonly<Record<ListedModel, RefSource>> = {
  prompt: declared(byRef('prompt'), 'dialog'),
  variable: declared(byRef('variable'), 'dialog'),
  datastore: declared(byRef('datastore'), 'dialog'),
  holiday_schedule: declared(byRef('holiday_schedule'), 'dialog'),
  javascript_function: declared(byRef('javascript_function'), 'dialog'),
  // Forms need fields or engine settings, intents training phrases and files an upload: made in the library.
  form_type: declared(byRef('form_type'), 'library'),
  open_form_type: declared(byRef('open_form_type'), 'library'),
  dynamic_form_type: declared(byRef('dynamic_form_type'), 'library'),
  file: declared(byRef('file'), 'library'),
  intent: declared(byRef('intent'), 'library'),
  // Campaigns are not library content: their list is /build/campaigns' (every type), where they are made.
  campaign: {
    tab: 'campaigns',
    path: '/campaign/campaigns',
    listQuery: { campaign_type: 'all' },
    permission: 'build.campaigns',
    option: (row) => ({ id: Number(row.campaign_id), name: String(row.campaign_name ?? '') }),
    create: 'library',
  },
};

export const listedModels = Object.keys(refSources) as ListedModel[];
export const isListed = (model: RefModel): model is ListedModel => model in refSources;

/** The models a picker can make an item of: the library's, and the complex variables (a variable of an array, payment or xsip type). */
export type CreatedModel = ListedModel | 'complex_variable';
export const isCreatable = (model: RefModel): model is CreatedModel => isListed(model) || model === 'complex_variable';
/** The library's list a made item joins: a complex variable is a variable. */
export const listedOf = (model: CreatedModel): ListedModel => (model === 'complex_variable' ? 'variable' : model);

/** Every item of the account: no folder, task or search filter (archived items are left out by the server). */
export const allItems: ListFilter = { folderId: null, taskId: null, search: '' };

/**
 * The cache entry of a model's list: the content library's own keys, so a save there or here refreshes both.
 * Variables share the entry every variable name lookup uses.
 */
export const refListKey = (s: Selection, model: ListedModel) =>
  model === 'variable' ? contentKeys.variables(s) : contentKeys.list(s, refSources[model].tab, allItems);

/** The library's create screen of a model, in the account the editor works in. */
export const libraryCreateUrl = (model: ListedModel, s: Selection) =>
  model === 'campaign'
    ? `/build/campaigns?create=1&sp_id=${s.spId}&ac_id=${s.acId}`
    : `/build/content?tab=${refSources[model].tab}&create=1&sp_id=${s.spId}&ac_id=${s.acId}`;
