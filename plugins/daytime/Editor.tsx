import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Daytime: the time zone, the opening hours and the holidays. */
export const sections: readonly EditorSection[] = [
  { title: 'hours', keys: ['time_zone', 'opening_hours', 'holiday_schedule_id'] },
];

export default function DaytimeEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
