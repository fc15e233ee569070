/**
 * The plugin kit: everything a hand-built part of a node's editor (plugins/<type>/Editor.tsx) may use, in one
 * module, so editors never reach into the client's folders. Most node types need no Editor.tsx: their sections
 * (definition.ts `editor`) are drawn by the default editor.
 */
export type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
export { SectionsEditor, SystemNodeNote, type FieldRenderers } from '@client/features/build/callflow/editor/sections';
export type { EditorSection } from '@shared/plugin-api';
export { FieldControl } from '@client/features/build/callflow/editor/FieldControl';
export { RowTable } from '@client/features/build/callflow/editor/RowTable';
export { useConfigForm } from '@client/features/build/callflow/editor/formContext';
export { controlId } from '@client/features/build/callflow/editor/diagnostics';
export { newEntry, type FieldSpec } from '@client/features/build/callflow/editor/schemaFields';
export { bodyShown } from '@client/features/build/callflow/editor/httpRequestParts';
export { currencySourceOf, currencySourcePatch, type CurrencySource } from '@client/features/build/callflow/editor/paymentParts';
export { VoiceSelect } from '@client/features/voices/VoiceSelect';
