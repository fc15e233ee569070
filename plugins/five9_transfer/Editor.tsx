import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Five9 transfer: the skills and priority, and the call variables sent along. */
export const sections: readonly EditorSection[] = [
  { title: 'routing', keys: ['skills', 'priority'] },
  { title: 'callData', keys: ['call_variables'] },
];

export default function Five9TransferEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
