import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Visual form: the form, the text message with its link, how long it waits, and where the answers go. */
export const sections: readonly EditorSection[] = [
  { title: 'form', keys: ['form_type_id', 'allow_file_upload'] },
  { title: 'message', keys: ['phone', 'sms_text'] },
  { title: 'timing', keys: ['wait_seconds'] },
  { title: 'result', keys: ['field_mappings'] },
];

export default function VisualFormEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
