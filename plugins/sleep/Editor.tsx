import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Sleep: how long the flow waits. */
export const sections: readonly EditorSection[] = [
  { title: 'timing', keys: ['duration_minutes'] },
];

export default function SleepEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
