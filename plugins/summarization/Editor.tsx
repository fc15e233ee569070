import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Summarization: the service, what is summarised and how, and where the summary goes. */
export const sections: readonly EditorSection[] = [
  { title: 'service', keys: ['action_type'] },
  { title: 'input', keys: ['source', 'input_text'], when: { input_text: (config) => config.source === 'text' } },
  { title: 'instructions', keys: ['instructions', 'max_words'] },
  { title: 'result', keys: ['output_variable_id'] },
];

export default function SummarizationEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
