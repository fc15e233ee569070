import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Cancel third-party transfer: the prompt played when the transfer is cancelled. */
export const sections: readonly EditorSection[] = [
  { title: 'plays', keys: ['prompt_id'] },
];

export default function CancelThirdPartyTransferEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
