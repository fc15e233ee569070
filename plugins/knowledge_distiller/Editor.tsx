import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Knowledge distiller: the knowledge group and prompt, the question, and where the answer goes. */
export const sections: readonly EditorSection[] = [
  { title: 'service', keys: ['knowledge_group_id', 'distiller_prompt'] },
  { title: 'input', keys: ['question'] },
  { title: 'result', keys: ['answer_variable_id'] },
];

export default function KnowledgeDistillerEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
