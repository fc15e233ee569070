import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Send email: the recipients, then the message. */
export const sections: readonly EditorSection[] = [
  { title: 'recipients', keys: ['to', 'cc', 'bcc'] },
  { title: 'message', keys: ['subject', 'body', 'is_html', 'attachment_file_id'] },
];

export default function SendEmailEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
