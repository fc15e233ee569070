import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Text form: the form and its introduction, attempts, and where the answers go. */
export const sections: readonly EditorSection[] = [
  { title: 'form', keys: ['form_type_id', 'intro_text'] },
  { title: 'retries', keys: ['max_attempts'] },
  { title: 'result', keys: ['field_mappings'] },
];

export default function TextFormEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
