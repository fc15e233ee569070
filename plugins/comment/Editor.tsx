import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Comment: a note on the canvas for the people who build the flow. */
export const sections: readonly EditorSection[] = [
  { title: 'note', keys: ['text'] },
];

export default function CommentEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
