import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Send message: the text and its attachment. */
export const sections: readonly EditorSection[] = [
  { title: 'message', keys: ['text', 'attachment_file_id'] },
];

export default function MessagingSendEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
