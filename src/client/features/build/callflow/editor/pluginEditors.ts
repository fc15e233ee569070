import type { ComponentType } from 'react';
import { loadedOnUse } from '../loadedOnUse';
import type { FieldSpec } from './schemaFields';
import './pluginEditors.css';

/**
 * What a node type's editor panel (plugins/<type>/Editor.tsx) receives. It reads and changes the draft through
 * the editor's form context (useConfigForm: config, set, touch, the diagnostics on their paths) and draws the
 * generated fields with FieldControl (most through SectionsEditor), so diagnostics, focus and Ctrl/Cmd+Enter
 * behave alike in every editor.
 */
export interface PluginEditorProps {
  /** The fields generated from the plugin's config schema (none for system types). */
  fields: readonly FieldSpec[];
}

type PluginEditor = ComponentType<PluginEditorProps>;
type EditorModule = { default: PluginEditor };

/** 'plugins/menu/Editor.tsx' (however the bundler writes the path) → 'menu'. */
export const editorTypeOf = (path: string) => /([^/]+)\/Editor\.tsx$/.exec(path)?.[1] ?? path;

const modules = import.meta.glob<EditorModule>('@plugins/*/Editor.tsx');

/**
 * Every plugin folder's editor panel, each a chunk of its own loaded when a node of its type opens. A new
 * plugin folder with an Editor.tsx is found here without being registered.
 */
export const pluginEditors: Readonly<Partial<Record<string, PluginEditor>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [editorTypeOf(path), loadedOnUse(load, 'cf-editor-chunk-wait')]),
);

export const pluginEditorOf = (type: string | undefined): PluginEditor | undefined => (type ? pluginEditors[type] : undefined);
