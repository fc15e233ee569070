import { registry } from '@plugins/registry';
import type { PluginEditorProps } from '@plugins/kit';
import { SectionsEditor, SystemNodeNote } from './sections';

/**
 * The editor of every node type without a hand-built part: its settings in the sections of its definition, or for
 * a system type the sentence on what it does.
 */
export default function DefaultEditor({ type, fields, sections }: PluginEditorProps) {
  if (registry.get(type)?.availability.creatable === false) return <SystemNodeNote type={type} />;
  return <SectionsEditor fields={fields} sections={sections} />;
}
