import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FieldSpec } from './schemaFields';

/**
 * What a hand-built editor panel (plugins/<type>/Editor.tsx) receives. It reads and changes the draft through
 * the editor's form context (useConfigForm: config, set, touch, the diagnostics on their paths) and may draw
 * any of the generated fields with FieldControl, so diagnostics, focus and Ctrl/Cmd+Enter behave as in the
 * generated form.
 */
export interface PluginEditorProps {
  /** The fields generated from the plugin's config schema. */
  fields: readonly FieldSpec[];
}

type PluginEditor = LazyExoticComponent<ComponentType<PluginEditorProps>>;

/**
 * The node types with their own editor panel, each a chunk of its own loaded when such a node opens.
 * Every other type gets the form generated from its schema.
 */
export const pluginEditors: Readonly<Partial<Record<string, PluginEditor>>> = {
  decision: lazy(() => import('@plugins/decision/Editor')),
};

export const pluginEditorOf = (type: string | undefined): PluginEditor | undefined => (type ? pluginEditors[type] : undefined);
