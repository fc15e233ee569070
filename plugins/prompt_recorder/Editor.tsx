import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Prompt recorder: the instruction played, then the recording that replaces a prompt. */
export const sections: readonly EditorSection[] = [
  { title: 'plays', keys: ['instruction_prompt_id', 'beep'] },
  { title: 'recording', keys: ['target_prompt_id', 'max_seconds', 'finish_key', 'confirm'] },
];

export default function PromptRecorderEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
