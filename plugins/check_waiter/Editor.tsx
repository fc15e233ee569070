import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Check waiter: the skills, the callback number, and where the position goes. */
export const sections: readonly EditorSection[] = [
  { title: 'routing', keys: ['skills'] },
  { title: 'callback', keys: ['callback_number'] },
  { title: 'result', keys: ['position_variable_id'] },
];

export default function CheckWaiterEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
