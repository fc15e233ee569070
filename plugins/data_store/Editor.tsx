import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Datastore: the datastore and operation, which records, the values written, and where the results go. */
export const sections: readonly EditorSection[] = [
  { title: 'datastore', keys: ['data_store_id', 'operation'] },
  { title: 'records', keys: ['conditions'], when: { conditions: (config) => config.operation !== 'insert' } },
  { title: 'values', keys: ['values'], when: { values: (config) => config.operation === 'insert' || config.operation === 'update' } },
  { title: 'result', keys: ['result_mappings', 'result_array_variable_id'], when: { result_mappings: (config) => config.operation === 'find', result_array_variable_id: (config) => config.operation === 'find_all' } },
];

export default function DataStoreEditor({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
