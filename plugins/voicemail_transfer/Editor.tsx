import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Voicemail transfer: whose mailbox, and the greeting played. */
export const sections: readonly EditorSection[] = [
  { title: 'mailbox', keys: ['mailbox_type', 'mailbox'] },
  { title: 'plays', keys: ['greeting_prompt_id'] },
];

export default function VoicemailTransferEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
