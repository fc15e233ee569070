import { canAccess } from '@shared/access/engine';
import { hasFeature } from '@shared/access/permissions';
import type { Prompt, Variable } from '@shared/api/content';
import { api } from '../api/http';
import { openContentsModal } from '../features/build/content/global/contentsEvents';
import type { Command, CommandContext } from './types';
import { registerSearchProvider } from './searchProviders';

const inAccount = (ctx: CommandContext) => ctx.selection.acId !== 'all';
const may = (permission: string, mode: 'read' | 'write') => (ctx: CommandContext) =>
  inAccount(ctx) && canAccess(ctx.access, permission, mode).allowed;
const prompts = 'build.content.prompts';
const variables = 'build.content.variables';

/** Holiday schedules, files, datastores, functions, forms and intents: created from the palette and found by name, the same way. */
const moreContentTypes = [
  { tab: 'holidays', permission: 'build.content.holiday-schedules', path: '/holidayschedule/holiday-schedules', id: 'schedule_id', name: 'schedule_name', icon: 'calendar', create: 'createHolidaySchedule', open: 'openHolidaySchedule', keywords: ['holiday', 'schedule', 'calendar', 'closed'] },
  { tab: 'files', permission: 'build.content.files', path: '/content/attachment-files', id: 'file_id', name: 'file_name', icon: 'document', create: 'createFile', open: 'openFile', keywords: ['file', 'upload', 'attachment', 'audio', 'image'] },
  { tab: 'data-stores', permission: 'build.content.datastores', path: '/data/data-store', id: 'data_store_id', name: 'display_name', icon: 'database', create: 'createDatastore', open: 'openDatastore', keywords: ['datastore', 'data', 'table', 'collection', 'csv'] },
  { tab: 'javascripts', permission: 'build.content.functions', path: '/javascriptfunction', id: 'javascript_function_id', name: 'name', icon: 'function', create: 'createFunction', open: 'openFunction', keywords: ['function', 'javascript', 'script', 'code'] },
  // Custom, open and dynamic forms and intents (the last two behind their feature flags, as their tabs are).
  { tab: 'customformtypes', permission: 'build.content.form-types', path: '/form/form-types', id: 'form_type_id', name: 'name', icon: 'form', create: 'createFormType', open: 'openFormType', keywords: ['custom form', 'form', 'fields', 'survey'] },
  { tab: 'openformtypes', permission: 'build.content.open-form-types', path: '/form/open-form-types', id: 'open_form_type_id', name: 'oft_name', icon: 'chat', create: 'createOpenFormType', open: 'openOpenFormType', keywords: ['open form', 'dialogflow', 'lex', 'watson', 'openai', 'engine', 'bot'] },
  { tab: 'dynamicformtypes', permission: 'build.content.dynamic-form-types', feature: 'dynamic-form-type', path: '/form/dynamic-form-types', id: 'dynamic_form_type_id', name: 'name', icon: 'properties', create: 'createDynamicFormType', open: 'openDynamicFormType', keywords: ['dynamic form', 'form', 'sections'] },
  { tab: 'intents', permission: 'build.content.intents', feature: 'intent', path: '/intent', id: 'intent_id', name: 'name', icon: 'predictive-analysis', create: 'createIntent', open: 'openIntent', keywords: ['intent', 'training phrases', 'nlu', 'utterance'] },
] as const;
type MoreContentType = (typeof moreContentTypes)[number];
/** The type's permission, and its feature flag when it has one. */
const mayUse = (m: MoreContentType, mode: 'read' | 'write') => (ctx: CommandContext) =>
  may(m.permission, mode)(ctx) && (!('feature' in m) || hasFeature(ctx.access.enabledFeatures, m.feature));

/** Create a prompt, a variable or another content item (the content library with its editor open), and the contents window. */
export function contentCommands(): Command[] {
  return [
    {
      id: 'content.createPrompt',
      title: 'content:commands.createPrompt',
      keywords: ['prompt', 'new', 'create', 'content', 'message', 'announcement'],
      group: 'content',
      icon: 'add',
      when: may(prompts, 'write'),
      run: (c) => c.navigate('/build/content?tab=prompts&create=1'),
    },
    {
      id: 'content.createVariable',
      title: 'content:commands.createVariable',
      keywords: ['variable', 'new', 'create', 'content'],
      group: 'content',
      icon: 'add',
      when: may(variables, 'write'),
      run: (c) => c.navigate('/build/content?tab=variables&create=1'),
    },
    ...moreContentTypes.map<Command>((m) => ({
      id: `content.${m.create}`,
      title: `content:commands.${m.create}`,
      keywords: [...m.keywords, 'new', 'create', 'content'],
      group: 'content',
      icon: 'add',
      when: mayUse(m, 'write'),
      run: (c) => c.navigate(`/build/content?tab=${m.tab}&create=1`),
    })),
    {
      id: 'content.openContents',
      title: 'content:commands.openContents',
      keywords: ['contents', 'prompts', 'variables', 'modal', 'window'],
      group: 'content',
      icon: 'box',
      when: (c) => may(prompts, 'read')(c) || may(variables, 'read')(c),
      run: () => openContentsModal(),
    },
  ];
}

const perType = 6;
const listQuery = (search: string) => ({ search, fetch_all: 0, page: 1, per_page: perType });

/** Entity search: prompts and variables of the selected account whose name matches what is typed. */
registerSearchProvider({
  id: 'content',
  when: inAccount,
  async search(query, ctx, signal) {
    const [foundPrompts, foundVariables] = await Promise.all([
      may(prompts, 'read')(ctx) ? api<Prompt[]>('/prompt/prompts', { signal, query: { ...listQuery(query), prompt_type: 'IVA' } }) : [],
      may(variables, 'read')(ctx) ? api<Variable[]>('/content/variables', { signal, query: listQuery(query) }) : [],
    ]);
    return [
      ...foundPrompts.map<Command>((p) => ({
        id: `content.prompt.${p.prompt_id}`,
        title: 'content:commands.openPrompt',
        titleValues: { name: p.prompt_name },
        keywords: [p.prompt_name, 'prompt'],
        group: 'content',
        icon: 'volume-up',
        run: (c) => c.navigate(`/build/content?tab=prompts&id=${p.prompt_id}`),
      })),
      ...foundVariables.map<Command>((v) => ({
        id: `content.variable.${v.variable_id}`,
        title: 'content:commands.openVariable',
        titleValues: { name: v.variable_name },
        keywords: [v.variable_name, 'variable'],
        group: 'content',
        icon: 'variable',
        run: (c) => c.navigate(`/build/content?tab=variables&id=${v.variable_id}`),
      })),
    ];
  },
});

/** Entity search: holiday schedules, files, datastores and functions of the selected account by name. */
registerSearchProvider({
  id: 'content.more',
  when: inAccount,
  async search(query, ctx, signal) {
    const lists = await Promise.all(
      moreContentTypes.map(async (m) => {
        if (!mayUse(m, 'read')(ctx)) return [];
        const found = await api<Record<string, string | number>[]>(m.path, { signal, query: listQuery(query) });
        return found.map<Command>((item) => ({
          id: `content.${m.tab}.${item[m.id]}`,
          title: `content:commands.${m.open}`,
          titleValues: { name: String(item[m.name]) },
          keywords: [String(item[m.name]), m.keywords[0]],
          group: 'content',
          icon: m.icon,
          run: (c) => c.navigate(`/build/content?tab=${m.tab}&id=${item[m.id]}`),
        }));
      }),
    );
    return lists.flat();
  },
});
