import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Disposition: the disposition set and its notes. */
export const sections: readonly EditorSection[] = [
  { title: 'disposition', keys: ['disposition', 'notes'] },
];

export default function DispositionEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
