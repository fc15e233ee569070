import { useEditorKit, type FieldSpec, type PluginEditorProps } from '@plugins/kit';
import { bodyShown } from './requestParts';
import type { HttpRequest } from '@shared/plugin-api';
import './editor.css';

/** Method and URL on one line, the headers table, the body for methods that send one, the timeout. */
function RequestFields({ field }: { field: Extract<FieldSpec, { kind: 'object' }> }) {
  const { FieldControl, RowTable, useConfigForm } = useEditorKit();
  const { t, config } = useConfigForm();
  const request = config.request as HttpRequest | undefined;
  const part = (key: string) => field.fields.find((f) => f.key === key);
  const draw = (key: string) => {
    const f = part(key);
    return f && <FieldControl field={f} path={['request', key]} />;
  };
  const headers = part('headers');
  return (
    <>
      <div className="cf-ws-line">
        {draw('method')}
        {draw('url')}
      </div>
      {headers?.kind === 'list' && (
        <RowTable
          field={headers}
          path={['request', 'headers']}
          addText={t('pluginEditors.webService.addHeader')}
          rowName={(row, i) => (typeof row.name === 'string' && row.name.trim()) || t('pluginEditors.webService.header', { n: i + 1 })}
        />
      )}
      {bodyShown(request) && draw('body')}
      {draw('timeout_seconds')}
    </>
  );
}

export default function WebServiceEditor({ fields, sections }: PluginEditorProps) {
  const { RowTable, SectionsEditor, useConfigForm } = useEditorKit();
  const { t } = useConfigForm();
  return (
    <SectionsEditor
      fields={fields}
      sections={sections}
      render={{
        request: (field) => field.kind === 'object' && <RequestFields field={field} />,
        response_mappings: (field) =>
          field.kind === 'list' && (
            <RowTable
              field={field}
              path={['response_mappings']}
              headings={{ source: t('pluginEditors.webService.responsePath') }}
              addText={t('pluginEditors.webService.addMapping')}
              rowName={(row, i) =>
                (typeof row.source === 'string' && row.source.trim()) || t('pluginEditors.webService.mapping', { n: i + 1 })
              }
            />
          ),
      }}
    />
  );
}
