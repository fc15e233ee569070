import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Dispose and end call: the disposition, its notes, and the goodbye played. */
export const sections: readonly EditorSection[] = [
  { title: 'disposition', keys: ['disposition', 'notes'] },
  { title: 'plays', keys: ['goodbye_prompt_id'] },
];

export default function DisposeEndCallEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
