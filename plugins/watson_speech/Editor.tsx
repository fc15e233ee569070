import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Watson speech: the model, the prompt, how long it listens, where the transcript goes, and one branch per grammar. */
export const sections: readonly EditorSection[] = [
  { title: 'service', keys: ['language_model', 'customization_id'] },
  { title: 'plays', keys: ['prompt_id'] },
  { title: 'listens', keys: ['max_seconds', 'silence_seconds'] },
  { title: 'result', keys: ['transcript_variable_id', 'confidence_variable_id'] },
  { title: 'branches', keys: ['grammars'] },
];

export default function WatsonSpeechEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
