import type { ComponentType } from 'react';
import type { IconName } from '@blueprintjs/icons';
import type { ColumnDef } from '@tanstack/react-table';
import type { ContentModel } from '@shared/api/content';
import type { NamedVariable } from './prompts/variableText';

/** What an editor form may need beside its own item (the account's variables, for prompt texts). */
export interface EditorDeps {
  variables: readonly NamedVariable[];
}

export interface EditorProps<D> {
  draft: D;
  onChange(next: D): void;
  readOnly: boolean;
  deps: EditorDeps;
  /** What the server refused at a field in the last save, by field name, until that field changes. */
  errors?: Readonly<Record<string, string>>;
}

/** A view of a saved item beside its form (a datastore's documents): it works on the item as the server answers it. */
export interface DetailViewProps<T> {
  item: T;
  readOnly: boolean;
}

export interface ContentDetailView<T = any> {
  id: string;
  /** i18n key in the 'content' namespace. */
  title: string;
  icon: IconName;
  /** The view needs room: while it shows, the detail pane takes the width and the list narrows. */
  wide?: boolean;
  Component: ComponentType<DetailViewProps<T>>;
}

/** Something a tab adds to its list pane (the Files tab's drop target for uploads). */
export interface ListAddonProps {
  canWrite: boolean;
  /** The folder a new item goes to (Main when a task is selected instead of a folder). */
  folderId: number;
}

/** The row every list needs; the tab's own fields come on top. */
export interface ContentRow {
  folder_id: number;
  is_archived: number;
  updated_at: string;
}

/**
 * One content tab: what its content type's declaration gives (src/shared/entities/content: names, API path,
 * permission, filters, id and name fields) and what the screen adds (list columns, editor form, views). Made by
 * contentTab(type, screen) (contentTab.ts); adding a content type to the screen is one entry in tabs.ts.
 */
export interface ContentTabDef<T extends ContentRow = ContentRow, D = unknown> {
  /** The spec's path segment: prompts, variables, customformtypes, data-stores, javascripts … */
  id: string;
  model: ContentModel;
  /** Read permission needed to open the tab; writes need `.write` too. */
  permission: string;
  /** A feature flag the tab also needs (Dynamic Forms, Intent). */
  feature?: string;
  /** i18n keys in the 'content' namespace: the tab label and the item word of 'Create :title'. */
  title: string;
  itemTitle: string;
  icon: IconName;
  /** List, create (POST), get/update/delete ({path}/{id}). */
  path: string;
  /** Filters every list call adds (prompt lists always ask for IVA). */
  listQuery?: Readonly<Record<string, string>>;
  /** POST path that duplicates an item, when the type has that action. */
  duplicatePath?(id: number): string;
  idOf(item: T): number;
  nameOf(item: T): string;
  /** Secondary text shown under the name in the global contents modal. */
  detailOf?(item: T): string;
  columns: ColumnDef<T>[];
  Editor: ComponentType<EditorProps<D>>;
  emptyDraft(): D;
  toDraft(item: T, deps: EditorDeps): D;
  /** The request body, or an error (an i18n key with its values) when the draft cannot be saved as is. */
  toBody(draft: D, deps: EditorDeps, mode: 'create' | 'update'): { body: unknown } | { error: string; values?: Record<string, string> };
  /** Views of a saved item shown as tabs beside its form, e.g. a datastore's documents. */
  views?: ContentDetailView<T>[];
  /** Rendered inside the list pane, e.g. a drop target. */
  ListAddon?: ComponentType<ListAddonProps>;
  /** The name check before save (from the declaration's check call, or `nameCheckByPath`); none: the save alone checks. */
  nameCheck?: ContentNameCheck;
  /** A check call that takes the name in its path (GET `${path}/${name}?${idField}=`), where the declaration has none. */
  nameCheckByPath?: string;
}

/** The call that checks a draft's name: the draft's name field, the call, and what it sends beside the name. */
export interface ContentNameCheck {
  /** The draft's (and the request's) name field. */
  field: string;
  method: 'POST' | 'GET';
  /** POST: the path, body { name, <idField>?, <per>… }; GET: the path the name is appended to, query <idField>. */
  path: string;
  idField: string;
  /** The draft's fields the name is unique within (a prompt's type). */
  per: readonly string[];
}

export type AnyContentTab = ContentTabDef<any, any>;

/** The words of a tab for its sentences: its label, and its items said mid-sentence ('Search custom forms'). */
export function tabWords(t: (key: string) => string, tab: Pick<ContentTabDef, 'title'>): { title: string; items: string } {
  return { title: t(tab.title), items: t(tab.title.replace(/^tabs\./, 'tabsInSentence.')) };
}
