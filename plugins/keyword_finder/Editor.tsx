import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Keyword finder: the text searched, and one branch per keyword. */
export const sections: readonly EditorSection[] = [
  { title: 'input', keys: ['input_text', 'case_sensitive'] },
  { title: 'branches', keys: ['keywords'] },
];

export default function KeywordFinderEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
