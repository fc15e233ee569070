import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Add to queue: the skills and priority, the callback and its confirmation, and where the position goes. */
export const sections: readonly EditorSection[] = [
  { title: 'routing', keys: ['skills', 'priority'] },
  { title: 'callback', keys: ['callback_number', 'confirmation_prompt_id'] },
  { title: 'result', keys: ['position_variable_id', 'wait_time_variable_id'] },
];

export default function AddToQueueEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
