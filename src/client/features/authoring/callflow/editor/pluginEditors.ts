import type { ComponentType } from 'react';
import type { PluginEditorProps } from '@plugins/kit';
import { registry } from '@plugins/registry';
import { loadedOnUse } from '../loadedOnUse';
import './pluginEditors.css';

type PluginEditor = ComponentType<PluginEditorProps>;
type EditorModule = { default: PluginEditor };

/** 'plugins/menu/Editor.tsx' (however the bundler writes the path) → 'menu'. */
export const editorTypeOf = (path: string) => /([^/]+)\/Editor\.tsx$/.exec(path)?.[1] ?? path;

const modules = import.meta.glob<EditorModule>('@plugins/*/Editor.tsx');

/**
 * The hand-built editors: a plugin folder's Editor.tsx, each a chunk of its own loaded when a node of its type
 * opens. A folder without one is drawn by the default editor from its definition's sections.
 */
export const handBuiltEditors: Readonly<Partial<Record<string, PluginEditor>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [editorTypeOf(path), loadedOnUse(load, 'cf-editor-chunk-wait')]),
);

/** The default editor (sections, or a system node's note): one chunk, loaded when the first node opens. */
export const defaultEditor: PluginEditor = loadedOnUse(() => import('./DefaultEditor'), 'cf-editor-chunk-wait');

/** The editor of a registered type: its hand-built Editor.tsx, else the default editor. */
export const pluginEditorOf = (type: string | undefined): PluginEditor | undefined =>
  type && registry.has(type) ? (handBuiltEditors[type] ?? defaultEditor) : undefined;
