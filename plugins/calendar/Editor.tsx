import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Calendar: the holiday schedule and its time zone. */
export const sections: readonly EditorSection[] = [
  { title: 'hours', keys: ['holiday_schedule_id', 'time_zone'] },
];

export default function CalendarEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
