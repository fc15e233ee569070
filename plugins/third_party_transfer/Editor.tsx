import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Third-party transfer: where the call goes, and the whisper the third party hears. */
export const sections: readonly EditorSection[] = [
  { title: 'destination', keys: ['destination', 'caller_id', 'ring_seconds'] },
  { title: 'plays', keys: ['whisper_prompt_id'] },
  { title: 'callData', keys: ['sip_headers'] },
];

export default function ThirdPartyTransferEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
