import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Link task: the task the flow continues in. */
export const sections: readonly EditorSection[] = [
  { title: 'target', keys: ['task_id'] },
];

export default function LinkTaskEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
