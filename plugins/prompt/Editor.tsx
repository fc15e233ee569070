import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Prompt: what it plays, then the silence after it. */
export const sections: readonly EditorSection[] = [
  { title: 'plays', keys: ['prompt_id', 'barge_in', 'repeat_count'] },
  { title: 'timing', keys: ['pause_after_ms'] },
];

export default function PromptEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
