import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Hang-up header: the SIP headers sent when the call ends. */
export const sections: readonly EditorSection[] = [
  { title: 'callData', keys: ['sip_headers'] },
];

export default function HangupHeaderEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
