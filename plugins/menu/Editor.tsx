import { useConfigForm } from '@client/features/build/callflow/editor/formContext';
import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { RowTable } from '@client/features/build/callflow/editor/RowTable';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** Menu: the keys it takes (each a branch), the prompt, then what happens on no input and on a wrong key. */
export const sections: readonly EditorSection[] = [
  { title: 'keys', keys: ['keys'] },
  { title: 'prompt', keys: ['prompt_id', 'barge_in', 'timeout_seconds'] },
  { title: 'noInputNoMatch', keys: ['no_input_attempts', 'no_input_prompt_id', 'no_match_attempts', 'no_match_prompt_id'] },
  { title: 'result', keys: ['result_variable_id'] },
];

/** The key table: a row per key (its key, offered only while no other row has it, and its label), in branch order. */
export default function MenuEditor({ fields }: PluginEditorProps) {
  const { t } = useConfigForm();
  return (
    <SectionsEditor
      fields={fields}
      sections={sections}
      render={{
        keys: (field) =>
          field.kind === 'list' && (
            <RowTable
              field={field}
              path={['keys']}
              label={false}
              unique="key"
              movable
              addText={t('pluginEditors.menu.addKey')}
              rowName={(row) => t('pluginEditors.menu.keyName', { key: String(row.key) })}
            />
          ),
      }}
    />
  );
}
