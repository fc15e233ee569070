import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Blind transfer: where the call goes, what the caller hears, and the SIP headers sent along. */
export const sections: readonly EditorSection[] = [
  { title: 'destination', keys: ['destination', 'caller_id'] },
  { title: 'plays', keys: ['announce_prompt_id'] },
  { title: 'callData', keys: ['sip_headers'] },
];

export default function BlindTransferEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
