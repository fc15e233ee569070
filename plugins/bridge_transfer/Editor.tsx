import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Bridge transfer: where the call goes, what the caller hears while it rings, and the call data sent along. */
export const sections: readonly EditorSection[] = [
  { title: 'destination', keys: ['destination', 'caller_id', 'ring_seconds'] },
  { title: 'plays', keys: ['hold_prompt_id'] },
  { title: 'callData', keys: ['sip_headers'] },
  { title: 'advanced', keys: ['record_call'] },
];

export default function BridgeTransferEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
