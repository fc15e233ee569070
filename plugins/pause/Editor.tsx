import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Pause: how long the silence lasts. */
export const sections: readonly EditorSection[] = [
  { title: 'timing', keys: ['duration_ms'] },
];

export default function PauseEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
