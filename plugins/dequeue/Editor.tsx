import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Dequeue: the whole queue, or only some skills. */
export const sections: readonly EditorSection[] = [
  { title: 'routing', keys: ['scope', 'skills'], when: { skills: (config) => config.scope === 'skills' } },
];

export default function DequeueEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
