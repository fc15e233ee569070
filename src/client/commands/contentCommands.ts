import type { IconName } from '@blueprintjs/icons';
import { canAccess } from '@shared/access/engine';
import { hasFeature } from '@shared/access/permissions';
import { contentTypeCatalogue } from '@shared/entities/content/catalogue';
import type { ContentTypeMeta } from '@shared/entities/content/define';
import { api } from '../api/http';
import { openContentsModal } from '../features/authoring/content/global/contentsEvents';
import type { Command, CommandContext } from './types';
import { kindAllowed, namedIn } from './paletteQuery';
import { registerSearchProvider } from './searchProviders';

const inAccount = (ctx: CommandContext) => ctx.selection.acId !== 'all';
/** In one selected account: the type's permission, and its feature flag when it has one (as its tab needs). */
const mayUse = (type: ContentTypeMeta, mode: 'read' | 'write') => (ctx: CommandContext) =>
  inAccount(ctx) &&
  canAccess(ctx.access, type.permission, mode).allowed &&
  (!type.feature || hasFeature(ctx.access.enabledFeatures, type.feature));
const [promptsType, variablesType] = ['Prompt', 'Variable'].map((model) => contentTypeCatalogue.find((t) => t.model === model)!);

/** 'Create prompt', 'Create variable' … for every declared content type (the content library with its editor open), and the contents window. */
export function contentCommands(): Command[] {
  return [
    ...contentTypeCatalogue.map<Command>((type) => ({
      id: `content.${type.palette.create}`,
      title: `content:commands.${type.palette.create}`,
      keywords: [...type.palette.keywords, 'new', 'create', 'content'],
      group: 'content',
      icon: 'add',
      enabled: mayUse(type, 'write'),
      run: (c) => c.navigate(`/build/content?tab=${type.name}&create=1`),
    })),
    {
      id: 'content.openContents',
      title: 'content:commands.openContents',
      keywords: ['contents', 'prompts', 'variables', 'modal', 'window'],
      group: 'content',
      icon: 'box',
      enabled: (c) => mayUse(promptsType, 'read')(c) || mayUse(variablesType, 'read')(c),
      run: () => openContentsModal(),
    },
  ];
}

const perType = 6;

/** Entity search: the selected account's items of every content type the user may read whose name matches what is typed ('Open prompt Welcome'). */
const contentKinds = contentTypeCatalogue.flatMap((t) => t.palette.keywords);

registerSearchProvider({
  id: 'content',
  enabled: inAccount,
  async search(query, ctx, signal) {
    const named = namedIn(query, contentKinds);
    const lists = await Promise.all(
      contentTypeCatalogue.map(async (type) => {
        if (!named.name || !kindAllowed(named, type.palette.keywords) || !mayUse(type, 'read')(ctx)) return [];
        const found = await api<Record<string, string | number>[]>(type.path, {
          signal,
          query: { ...type.listQuery, search: named.name, fetch_all: 0, page: 1, per_page: perType },
        });
        return found.map<Command>((item) => ({
          id: `content.${type.name}.${item[type.idField]}`,
          title: `content:commands.${type.palette.open}`,
          titleValues: { name: String(item[type.nameField]) },
          keywords: [String(item[type.nameField]), type.palette.keywords[0]],
          group: 'content',
          icon: type.palette.icon as IconName,
          run: (c) => c.navigate(`/build/content?tab=${type.name}&id=${item[type.idField]}`),
        }));
      }),
    );
    return lists.flat();
  },
});
