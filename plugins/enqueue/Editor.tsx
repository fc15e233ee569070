import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Enqueue: the skills, priority and wait, what the caller hears, and the call variables. */
export const sections: readonly EditorSection[] = [
  { title: 'routing', keys: ['skills', 'priority', 'max_wait_seconds'] },
  { title: 'plays', keys: ['hold_prompt_id'] },
  { title: 'callData', keys: ['call_variables'] },
];

export default function EnqueueEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
