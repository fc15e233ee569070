import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Open form: the form and its intents, the prompt, no-input and no-match handling, and where the utterance goes. */
export const sections: readonly EditorSection[] = [
  { title: 'listens', keys: ['open_form_type_id', 'intents'] },
  { title: 'prompt', keys: ['prompt_id', 'timeout_seconds'] },
  { title: 'noInputNoMatch', keys: ['no_input_attempts', 'no_input_prompt_id', 'no_match_attempts', 'no_match_prompt_id'] },
  { title: 'result', keys: ['utterance_variable_id'] },
];

export default function OpenFormEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
