import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Distribute: the routes and their share of the calls. */
export const sections: readonly EditorSection[] = [
  { title: 'branches', keys: ['routes'] },
];

export default function DistributeEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
