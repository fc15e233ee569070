import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Cloud speech to text: the provider, the prompt, how long it listens, and where the transcript goes. */
export const sections: readonly EditorSection[] = [
  { title: 'service', keys: ['provider', 'language'] },
  { title: 'plays', keys: ['prompt_id'] },
  { title: 'listens', keys: ['max_seconds', 'silence_seconds'] },
  { title: 'result', keys: ['transcript_variable_id', 'confidence_variable_id'] },
];

export default function CloudSttEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
