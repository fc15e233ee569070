import { canAccess } from '@shared/access/engine';
import type { Prompt, Variable } from '@shared/api/content';
import { api } from '../api/http';
import { openContentsModal } from '../features/build/content/global/contentsEvents';
import type { Command, CommandContext } from './registry';
import { registerSearchProvider } from './searchProviders';

const inAccount = (ctx: CommandContext) => ctx.selection.acId !== 'all';
const may = (permission: string, mode: 'read' | 'write') => (ctx: CommandContext) =>
  inAccount(ctx) && canAccess(ctx.access, permission, mode).allowed;
const prompts = 'build.content.prompts';
const variables = 'build.content.variables';

/** Create a prompt or a variable (the content library with its editor open), and the contents window. */
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
