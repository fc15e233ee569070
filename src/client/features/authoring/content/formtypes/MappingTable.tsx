import { Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DataStore } from '@shared/api/content-more';
import { ProblemText } from './ProblemText';
import { fieldNamePattern, type FormTypeDraft, type FormTypeErrors } from './rules';

interface Props {
  draft: FormTypeDraft;
  stores: DataStore[] | undefined;
  loading: boolean;
  errors: FormTypeErrors['mapping'];
  readOnly: boolean;
  onStore(id: number | null): void;
  onMap(fieldKey: number, column: string): void;
}

/** The datastore the answers are saved into (optional) and, per field, the column it is saved in. */
export function MappingTable({ draft, stores, loading, errors, readOnly, onStore, onMap }: Props) {
  const { t } = useTranslation('content');
  const store = stores?.find((s) => s.data_store_id === draft.data_store_id) ?? null;
  const missing = draft.data_store_id !== null && !loading && !store;
  const options = [
    { value: '', label: t('formTypes.noDataStore') },
    ...(missing ? [{ value: String(draft.data_store_id), label: t('formTypes.unknownDataStore', { id: draft.data_store_id }) }] : []),
    ...(stores ?? []).map((s) => ({ value: String(s.data_store_id), label: s.display_name })),
  ];
  const named = draft.fields.filter((f) => fieldNamePattern.test(f.name.trim()));
  return (
    <>
      <FormGroup label={t('formTypes.dataStore')} labelFor="form-type-datastore" helperText={t('formTypes.dataStoreHint')}>
        <HTMLSelect
          id="form-type-datastore"
          fill
          value={draft.data_store_id === null ? '' : String(draft.data_store_id)}
          disabled={readOnly || loading}
          options={options}
          onChange={(e) => onStore(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        />
      </FormGroup>
      {missing && (
        <Callout intent="warning" compact>
          {t('formTypes.dataStoreGone')}
        </Callout>
      )}
      {store && (
        <div className="cf-mapping" role="table" aria-label={t('formTypes.mapping', { name: store.display_name })}>
          <div className="content-form-label" role="caption">
            <span>{t('formTypes.mapping', { name: store.display_name })}</span>
            <span className="content-form-hint">{t('formTypes.mappingHint')}</span>
          </div>
          {named.length === 0 && <p className="content-form-hint">{t('formTypes.mappingNoFields')}</p>}
          {named.map((f) => (
            <div key={f.key} className="cf-map-row" role="row">
              <span role="rowheader" className="cf-map-field">
                <code>{f.name.trim()}</code>
                {f.label.trim() && <span className="content-form-hint">{f.label.trim()}</span>}
              </span>
              <span role="cell" className="cf-field-cell">
                <HTMLSelect
                  fill
                  value={draft.mapping[f.key] ?? ''}
                  disabled={readOnly}
                  aria-label={t('formTypes.columnFor', { field: f.name.trim() })}
                  options={[
                    { value: '', label: t('formTypes.notSaved') },
                    ...store.collection_structure.map((c) => ({
                      value: c.col_name,
                      label: `${c.col_name} · ${t(`datastores.types.${c.type}`)}`,
                    })),
                  ]}
                  onChange={(e) => onMap(f.key, e.currentTarget.value)}
                />
                <ProblemText problem={errors[f.key]} />
              </span>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
