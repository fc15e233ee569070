import { bulkActionsOf } from '@shared/entities/bulk';
import { entityCatalogue } from '@shared/entities/catalogue';
import { contentTypeCatalogue } from '@shared/entities/content/catalogue';
import { entityScreens } from '@shared/entities/screens';
import { contentTabs } from '@client/features/authoring/content/tabs';
import { firebaseTest, profileTests } from '@client/features/profiles/tests';
import type { ClientMethod } from './client-reader';

/**
 * The client's call sites whose path is a declaration's (an entity's, a content type's, a profile test's) or an
 * address the server's answer gives: which calls each makes, read from the same declarations the screens read. Keyed
 * by the file and the path argument's source text; a site whose text changes is unread again until it is listed anew.
 * `methods` where the site's method comes from the declaration too; else the site's own.
 */
export interface GenericSite {
  file: string;
  text: string;
  why: string;
  calls(): { path: string; methods?: ClientMethod[] }[];
}

const id = (path: string, idField: string) => path.replace(`:${idField}`, '{}');
const entities = entityScreens.filter((d) => d.screens.length > 0);
const paths = (list: readonly (string | undefined | null)[]) => list.filter((p): p is string => !!p).map((path) => ({ path }));

export const genericSites: readonly GenericSite[] = [
  // The generic list/detail screen of every declared entity (features/entities), its panel and bulk bar.
  { file: 'src/client/features/entities/api.ts', text: 'd.path', why: "an entity's list", calls: () => paths(entities.map((d) => d.path)) },
  {
    file: 'src/client/features/entities/api.ts',
    text: 'd.createPath ?? d.path',
    why: "an entity's create",
    calls: () => paths(entities.map((d) => d.createPath ?? d.path)),
  },
  {
    file: 'src/client/features/entities/api.ts',
    text: 'updatePath(id)',
    why: "an entity's update and restore",
    calls: () => paths(entities.map((d) => (d.updatePath ? id(d.updatePath, d.idField) : `${d.path}/{}`))),
  },
  {
    file: 'src/client/features/entities/api.ts',
    text: 'byId(id)',
    why: "an entity's delete",
    calls: () => paths(entities.map((d) => `${d.path}/{}`)),
  },
  {
    file: 'src/client/features/entities/api.ts',
    text: 'action.path',
    why: "a screen's bulk actions, its bulk delete and the declared ones (offered to writers, rows ticked; bulk.ts)",
    calls: () => paths(entities.flatMap((d) => bulkActionsOf(d).map((a) => a.path))),
  },
  {
    file: 'src/client/features/entities/api.ts',
    text: 'd.clearCache!.path',
    why: 'the cache clear of an entity that declares one (its panel’s Clear cache, offered to writers)',
    calls: () => paths(entities.map((d) => d.clearCache?.path)),
  },
  {
    file: 'src/client/features/entities/api.ts',
    text: 'd.forceDeletePath!.replace(`:${d.idField}`, String(id))',
    why: 'the force delete of an entity that declares one',
    calls: () => paths(entities.map((d) => d.forceDeletePath && id(d.forceDeletePath, d.idField))),
  },
  {
    file: 'src/client/features/entities/EntityPage.tsx',
    text: '`${d.path}/${openId}`',
    why: 'the open item of an entity screen',
    calls: () => paths(entities.map((d) => `${d.path}/{}`)),
  },
  {
    file: 'src/client/features/entities/EntityPanel.tsx',
    text: 'call.path',
    why: "a unique field's check call, when the field is left (the entity helper's, or its module's own by POST)",
    calls: () => paths(entities.flatMap((d) => d.unique.map((u) => u.checkPath ?? (u.checkBy?.method === 'POST' ? u.checkBy.path : null)))),
  },
  {
    file: 'src/client/features/entities/EntityPanel.tsx',
    text: '`${call.path}/${encodeURIComponent(value)}`',
    why: "a unique field's check call that takes the value in its path, when the field is left",
    calls: () => paths(entities.flatMap((d) => d.unique.map((u) => (u.checkBy?.method === 'GET' ? `${u.checkBy.path}/{}` : null)))),
  },
  {
    file: 'src/client/features/entities/EntityFields.tsx',
    text: 'call.path',
    why: "the choices of a form field that names its list call (a 'ref' field), or, creating, its narrower GET",
    calls: () =>
      entities.flatMap((d) =>
        d.form.flatMap((f) =>
          f.source
            ? [
                { path: f.source.path, methods: [f.source.method ?? 'GET'] },
                ...(f.source.creating ? [{ path: f.source.creating.path, methods: ['GET' as const] }] : []),
              ]
            : [],
        ),
      ),
  },
  // The palette's entity search and its disable commands (commands/entityCommands.ts, contentCommands.ts).
  {
    file: 'src/client/commands/entityCommands.ts',
    text: 'd.path',
    why: "the palette's search of an entity's rows",
    calls: () => paths(entityCatalogue.filter((d) => d.screens.length > 0).map((d) => d.path)),
  },
  {
    file: 'src/client/commands/entityCommands.ts',
    text: 'byId',
    why: "the palette's disable command and its undo",
    calls: () => paths(entityCatalogue.filter((d) => d.screens.length > 0).map((d) => `${d.path}/{}`)),
  },
  {
    file: 'src/client/commands/contentCommands.ts',
    text: 'type.path',
    why: "the palette's search of a content type's items",
    calls: () => paths(contentTypeCatalogue.map((t) => t.path)),
  },
  // The content library's tabs (features/authoring/content/tabs.ts), each from its content type's declaration.
  {
    file: 'src/client/features/authoring/content/api.ts',
    text: 'tab.path',
    why: "a content tab's list and create",
    calls: () => paths(contentTabs.map((t) => t.path)),
  },
  {
    file: 'src/client/features/authoring/content/api.ts',
    text: '`${tab.path}/${id}`',
    why: "a content item's read, update, restore, unarchive and delete",
    calls: () => paths(contentTabs.map((t) => `${t.path}/{}`)),
  },
  {
    file: 'src/client/features/authoring/content/api.ts',
    text: 'tab.duplicatePath!(id)',
    why: 'the duplicate of a content type that has one',
    calls: () => paths(contentTabs.map((t) => t.duplicatePath?.(0).replace(/\/0$/, '/{}'))),
  },
  {
    file: 'src/client/features/authoring/content/editor/useNameCheck.ts',
    text: '`${check.path}/${encodeURIComponent(name)}`',
    why: "a content editor's name check that takes the name in its path",
    calls: () => paths(contentTabs.map((t) => (t.nameCheck?.method === 'GET' ? `${t.nameCheck.path}/{}` : null))),
  },
  {
    file: 'src/client/features/authoring/content/editor/useNameCheck.ts',
    text: 'check.path',
    why: "a content editor's name check",
    calls: () => paths(contentTabs.map((t) => (t.nameCheck?.method === 'POST' ? t.nameCheck.path : null))),
  },
  {
    file: 'src/client/features/profiles/ProfileTest.tsx',
    text: "spec.path.replace(':id', String(id))",
    why: "a profile's test beside its form (profiles/tests.ts), the Firebase node-logging profile's with them",
    calls: () => paths([...Object.values(profileTests), firebaseTest].map((t) => t.path.replace(':id', '{}'))),
  },
  // Addresses the server answers with a row.
  {
    file: 'src/client/features/authoring/content/files/download.ts',
    text: 'apiPath(url)',
    why: "a download_url the server answers: a file's, a datastore export's, a task export's",
    calls: () => paths(['/content/attachment-files/download/{}', '/data/data-store-export/{}/download', '/studio/export/download/{}']),
  },
  {
    file: 'src/client/features/authoring/traffic/Recordings.tsx',
    text: "recording.audio_url.replace(/^\\/api/, '')",
    why: "a recording's audio_url as the recordings list answers it",
    calls: () => paths(['/speech/recordings/{}/audio']),
  },
];
