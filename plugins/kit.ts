/**
 * The plugin kit: everything a hand-built part of a node's editor (plugins/<type>/Editor.tsx) may use, in one
 * module, so editors never reach into the client's folders. Most node types need no Editor.tsx: their sections
 * (definition.ts `editor`) are drawn by the default editor.
 */
export type { PluginEditorProps } from '@client/features/authoring/callflow/editor/pluginEditors';
export { SectionsEditor, SystemNodeNote, type FieldRenderers } from '@client/features/authoring/callflow/editor/sections';
export type { EditorSection } from '@shared/plugin-api';
export { FieldControl } from '@client/features/authoring/callflow/editor/FieldControl';
export { RowTable } from '@client/features/authoring/callflow/editor/RowTable';
export { useConfigForm } from '@client/features/authoring/callflow/editor/formContext';
export { controlId } from '@client/features/authoring/callflow/editor/diagnostics';
export { newEntry, type FieldSpec } from '@client/features/authoring/callflow/editor/schemaFields';
export { bodyShown } from '@client/features/authoring/callflow/editor/httpRequestParts';
export { currencySourceOf, currencySourcePatch, type CurrencySource } from '@client/features/authoring/callflow/editor/paymentParts';
export { VoiceSelect } from '@client/features/voices/VoiceSelect';
