import type { IconName } from '@blueprintjs/icons';
import type { ContentTypeMeta } from '@shared/entities/content/define';
import { withDeclared } from './declared/withDeclared';
import type { ContentNameCheck, ContentRow, ContentTabDef } from './tabTypes';

/** What a tab takes from its content type's declaration (src/shared/entities/content). */
export type Declared =
  | 'id'
  | 'model'
  | 'permission'
  | 'feature'
  | 'title'
  | 'itemTitle'
  | 'icon'
  | 'path'
  | 'listQuery'
  | 'idOf'
  | 'nameOf'
  | 'nameCheck';

/**
 * A content tab: its type's declaration (names, path, id and name fields, permission, feature, filters, and the
 * declared fields of the generic form and list) and what the screen adds.
 */
export function contentTab<T extends ContentRow, D>(
  type: ContentTypeMeta,
  screen: Omit<ContentTabDef<T, D>, Declared>,
): ContentTabDef<T, D> {
  const field = (item: T, key: string) => (item as unknown as Record<string, unknown>)[key];
  const [unique] = type.unique;
  const nameCheck: ContentNameCheck | null = !unique
    ? null
    : unique.checkPath
      ? { field: unique.field, method: 'POST', path: unique.checkPath, idField: type.idField, per: unique.per ?? [] }
      : screen.nameCheckByPath
        ? { field: unique.field, method: 'GET', path: screen.nameCheckByPath, idField: type.idField, per: [] }
        : null;
  return withDeclared(type, {
    id: type.name,
    model: type.model,
    permission: type.permission,
    ...(type.feature ? { feature: type.feature } : {}),
    title: type.plural,
    itemTitle: type.label,
    icon: type.palette.icon as IconName,
    path: type.path,
    ...(type.listQuery ? { listQuery: type.listQuery } : {}),
    idOf: (item) => Number(field(item, type.idField)),
    nameOf: (item) => String(field(item, type.nameField) ?? ''),
    ...(nameCheck ? { nameCheck } : {}),
    ...screen,
  });
}
