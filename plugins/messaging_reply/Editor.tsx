import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Reply: the text, and whether the conversation ends with it. */
export const sections: readonly EditorSection[] = [
  { title: 'message', keys: ['text', 'end_conversation'] },
];

export default function MessagingReplyEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
