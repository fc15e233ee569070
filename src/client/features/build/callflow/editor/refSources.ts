import type { Selection } from '@shared/access/scope';
import { contentKeys } from '@client/api/queryKeys';
import type { ListFilter } from '../../content/api';
import type { RefModel } from './schemaFields';

export interface RefOption {
  id: number;
  name: string;
}

/** How a new item of a model is made from a picker: a small form in place, or the content library's create screen in a new tab. */
export type CreateWay = 'dialog' | 'library';

/**
 * Where a picker finds the account's items of a content model: the content library's list call (its tab's path
 * and filters, fetch_all=1) and the permission that guards it. Only what a picker needs, so the node editor does
 * not load the content screen's editors; a test holds these to the library's tabs.
 */
export interface RefSource {
  /** The content library tab of the model (/build/content?tab=…). */
  tab: string;
  path: string;
  listQuery?: Record<string, string>;
  permission: string;
  feature?: string;
  option(row: Record<string, unknown>): RefOption;
  create: CreateWay;
}

/** The models listed by the content library; tasks and nodes come from elsewhere. */
export type ListedModel = Exclude<RefModel, 'task' | 'node'>;

const named = (idKey: string, nameKey: string) => (row: Record<string, unknown>): RefOption => ({ id: Number(row[idKey]), name: String(row[nameKey] ?? '') });

export const refSources: Readonly<Record<ListedModel, RefSource>> = {
  prompt: { tab: 'prompts', path: '/prompt/prompts', listQuery: { prompt_type: 'IVA' }, permission: 'build.content.prompts', option: named('prompt_id', 'prompt_name'), create: 'dialog' },
  variable: { tab: 'variables', path: '/content/variables', permission: 'build.content.variables', option: named('variable_id', 'variable_name'), create: 'dialog' },
  datastore: { tab: 'data-stores', path: '/data/data-store', permission: 'build.content.datastores', option: named('data_store_id', 'display_name'), create: 'dialog' },
  holiday_schedule: { tab: 'holidays', path: '/holidayschedule/holiday-schedules', permission: 'build.content.holiday-schedules', option: named('schedule_id', 'schedule_name'), create: 'dialog' },
  javascript_function: { tab: 'javascripts', path: '/javascriptfunction', permission: 'build.content.functions', option: named('javascript_function_id', 'name'), create: 'dialog' },
  // Forms need fields or engine settings, intents training phrases and files an upload: made in the library.
  form_type: { tab: 'customformtypes', path: '/form/form-types', permission: 'build.content.form-types', option: named('form_type_id', 'name'), create: 'library' },
  open_form_type: { tab: 'openformtypes', path: '/form/open-form-types', permission: 'build.content.open-form-types', option: named('open_form_type_id', 'oft_name'), create: 'library' },
  dynamic_form_type: { tab: 'dynamicformtypes', path: '/form/dynamic-form-types', permission: 'build.content.dynamic-form-types', feature: 'dynamic-form-type', option: named('dynamic_form_type_id', 'name'), create: 'library' },
  file: { tab: 'files', path: '/content/attachment-files', permission: 'build.content.files', option: named('file_id', 'file_name'), create: 'library' },
  intent: { tab: 'intents', path: '/intent', permission: 'build.content.intents', feature: 'intent', option: named('intent_id', 'name'), create: 'library' },
};

export const listedModels = Object.keys(refSources) as ListedModel[];
export const isListed = (model: RefModel): model is ListedModel => model in refSources;

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
  `/build/content?tab=${refSources[model].tab}&create=1&sp_id=${s.spId}&ac_id=${s.acId}`;
