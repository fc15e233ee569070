import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Integration: the JavaScript function and its parameters, and where its results go. */
export const sections: readonly EditorSection[] = [
  { title: 'function', keys: ['javascript_function_id', 'parameters'] },
  { title: 'result', keys: ['result_mappings', 'return_variable_id'] },
];

export default function IntegrationEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
