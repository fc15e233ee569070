import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Screen-pop transfer: the skills and priority, and what the agent's screen opens. */
export const sections: readonly EditorSection[] = [
  { title: 'routing', keys: ['skills', 'priority'] },
  { title: 'callData', keys: ['screenpop_url', 'call_variables'] },
];

export default function ScreenpopTransferEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
