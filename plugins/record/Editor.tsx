import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Record: the prompt before the beep, how the recording ends, and where it is stored. */
export const sections: readonly EditorSection[] = [
  { title: 'plays', keys: ['prompt_id', 'beep'] },
  { title: 'recording', keys: ['max_seconds', 'silence_seconds', 'finish_key'] },
  { title: 'result', keys: ['recording_variable_id'] },
];

export default function RecordEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
