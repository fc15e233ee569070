import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Watson speech: the model, the prompt, how long it listens, and where the transcript goes. */
export const sections: readonly EditorSection[] = [
  { title: 'service', keys: ['language_model', 'customization_id'] },
  { title: 'plays', keys: ['prompt_id'] },
  { title: 'listens', keys: ['max_seconds', 'silence_seconds'] },
  { title: 'result', keys: ['transcript_variable_id', 'confidence_variable_id'] },
];

export default function WatsonSpeechEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
