import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Trigger campaign: the campaign and the action, and the record's values when one is added. */
export const sections: readonly EditorSection[] = [
  { title: 'target', keys: ['campaign_id', 'action'] },
  { title: 'values', keys: ['record_values'], when: { record_values: (config) => config.action === 'add_record' } },
];

export default function TriggerCampaignEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
