import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Diagnostic, EditorSection } from '@shared/plugin-api';
import type { FieldSpec } from '@shared/plugin-api/editor-fields';

/**
 * The plugin kit: everything a hand-built part of a node's editor (plugins/<type>/Editor.tsx) may use. Most node
 * types need no Editor.tsx: their sections (definition.ts `editor`) are drawn by the default editor.
 *
 * The plugins stand below the client: an editor never imports the client's folders. The client hands its
 * controls to the editor through this kit (useEditorKit), so the same FieldControl, table and sections draw every
 * editor, with the same diagnostics, focus and Ctrl/Cmd+Enter.
 */
export type { EditorSection } from '@shared/plugin-api';
export { controlId, newEntry, type FieldSpec } from '@shared/plugin-api/editor-fields';

/** What a node type's editor panel receives. */
export interface PluginEditorProps {
  /** The node type. */
  type: string;
  /** The fields generated from the plugin's config schema (none for system types). */
  fields: readonly FieldSpec[];
  /** The sections of the type's definition (`editor.sections`; none for system types). */
  sections: readonly EditorSection[];
}

/** The node's draft as an editor reads and changes it. */
export interface ConfigForm {
  config: Record<string, unknown>;
  set(path: readonly (string | number)[], value: unknown): void;
  /** Diagnostics by drawn path, already filtered to those the user should see now. */
  shown: Map<string, Diagnostic[]>;
  /** A field was edited: its diagnostics show from now on. */
  touch(path: string): void;
  /** Fields (rows as '*') that validate() requires even though the schema lets them be empty. */
  required: ReadonlySet<string>;
  readOnly: boolean;
  t: TFunction<'flow'>;
}

/** A hand-drawn setting: gets the field and all fields of the node (to draw settings that belong together). */
export type FieldRenderers = Readonly<Partial<Record<string, (field: FieldSpec, fields: readonly FieldSpec[]) => ReactNode>>>;

export interface FieldControlProps {
  field: FieldSpec;
  /** The path of the field's value in the config. */
  path: readonly (string | number)[];
  /** In a list row: the label shows smaller and the group sits inline. */
  inline?: boolean;
}

export interface RowTableProps {
  /** A list of objects: one column per field of the item. */
  field: Extract<FieldSpec, { kind: 'list' }>;
  path: readonly (string | number)[];
  addText: string;
  /** A row's name in its buttons' labels ("Move key 2 up"). */
  rowName(row: Record<string, unknown>, index: number): string;
  /** Rows can be moved up and down (their order shows on the canvas). */
  movable?: boolean;
  /** An enum column each row takes a different value of (a menu's keys): rows offer only what is free. */
  unique?: string;
  /** Column headings where the field's label says too little. */
  headings?: Readonly<Partial<Record<string, string>>>;
  /** false when the section heading already names the list (it stays the table's accessible name). */
  label?: false;
}

export interface SectionsEditorProps extends Pick<PluginEditorProps, 'fields'> {
  sections: readonly EditorSection[];
  /** Settings drawn by the node's own parts instead of FieldControl (null draws nothing). */
  render?: FieldRenderers;
}

/** The client's controls, as an editor uses them. */
export interface EditorKit {
  FieldControl: ComponentType<FieldControlProps>;
  RowTable: ComponentType<RowTableProps>;
  SectionsEditor: ComponentType<SectionsEditorProps>;
  /** The account's text-to-speech voices for a setting (tts_voice by default). */
  VoiceSelect: ComponentType<{ field?: string }>;
  useConfigForm(): ConfigForm;
}

export const EditorKitContext = createContext<EditorKit | null>(null);

/** The kit the client gave the editor panel. */
export function useEditorKit(): EditorKit {
  const kit = useContext(EditorKitContext);
  if (!kit) throw new Error('a node editor drawn outside the editor panel');
  return kit;
}
