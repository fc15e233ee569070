import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Conversation: the question sent, how long it waits, and where the answer goes. */
export const sections: readonly EditorSection[] = [
  { title: 'message', keys: ['text'] },
  { title: 'listens', keys: ['wait_seconds'] },
  { title: 'result', keys: ['answer_variable_id'] },
];

export default function MessagingConversationEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
