import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Queue callback: the skills and priority, the callback and its confirmation, and the call variables. */
export const sections: readonly EditorSection[] = [
  { title: 'routing', keys: ['skills', 'priority'] },
  { title: 'callback', keys: ['callback_number', 'confirmation_prompt_id'] },
  { title: 'callData', keys: ['call_variables'] },
];

export default function QueueCallbackEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
