import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Go to: the node the flow continues at. */
export const sections: readonly EditorSection[] = [
  { title: 'target', keys: ['goto_node_id'] },
];

export default function GotoEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
