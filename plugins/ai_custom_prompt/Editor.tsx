import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** AI custom prompt: the service and mode, the prompt and its input, the intents it tells apart, and where the answer goes. */
export const sections: readonly EditorSection[] = [
  { title: 'service', keys: ['action_type', 'prompt_mode', 'data_store_id'], when: { data_store_id: (config) => config.prompt_mode === 'datastore_faq' } },
  { title: 'instructions', keys: ['prompt_text', 'input_text'], when: { prompt_text: (config) => config.prompt_mode === 'custom_prompt' || config.prompt_mode === 'summary', input_text: (config) => config.prompt_mode !== 'summary' } },
  { title: 'branches', keys: ['intents'], when: { intents: (config) => config.prompt_mode === 'detect_intent' } },
  { title: 'result', keys: ['output_variable_id'] },
];

export default function AiCustomPromptEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
