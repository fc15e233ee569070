import { useEditorKit, type PluginEditorProps } from '@plugins/kit';

/** The key table: a row per key (its key, offered only while no other row has it, and its label), in branch order. */
export default function MenuEditor({ fields, sections }: PluginEditorProps) {
  const { RowTable, SectionsEditor, useConfigForm } = useEditorKit();
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
