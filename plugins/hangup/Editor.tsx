import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Hang up: the goodbye played before the call ends. */
export const sections: readonly EditorSection[] = [
  { title: 'plays', keys: ['goodbye_prompt_id'] },
];

export default function HangupEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
