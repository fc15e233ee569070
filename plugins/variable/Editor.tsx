import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Set variable: the variable and the value it takes. */
export const sections: readonly EditorSection[] = [
  { title: 'target', keys: ['variable_id', 'value'] },
];

export default function VariableEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
