import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Proactive message: the channel and numbers, then the message (a template on WhatsApp). */
export const sections: readonly EditorSection[] = [
  { title: 'recipients', keys: ['channel', 'to', 'from'] },
  { title: 'message', keys: ['whatsapp_template', 'text', 'attachment_file_id'], when: { whatsapp_template: (config) => config.channel === 'whatsapp' } },
];

export default function MessagingProactiveEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
