import { Callout, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../tabTypes';
import { ColumnsEditor } from './ColumnsEditor';
import { dataStoreFields } from '@shared/entities/content/datastores';
import { fieldLimit } from '@shared/entities/fields';
import { dataStoreErrors, type DataStoreDraft } from './rules';
import { focusWhenFree } from '@client/shell/focusIsFree';

/** Display name, log flag and the collection structure; a field's error shows once the field has been edited. */
export function DataStoreEditor({ draft, onChange, readOnly, errors: refused = {} }: EditorProps<DataStoreDraft>) {
  const { t } = useTranslation('content');
  const set = (patch: Partial<DataStoreDraft>) => onChange({ ...draft, ...patch });
  const errors = useMemo(() => dataStoreErrors(draft), [draft]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));
  const nameError = touched.has('name') && errors.display_name ? t(errors.display_name) : undefined;
  // The name check's (or the save's) refusal, when the form has none of its own for the name.
  const nameTaken = nameError ? undefined : refused.display_name;
  return (
    <div className="content-form">
      <FormGroup
        label={t('fields.name')}
        labelFor="datastore-name"
        labelInfo={t('form.required')}
        helperText={
          nameTaken ? (
            <span className="forms-error" role="alert">
              {nameTaken}
            </span>
          ) : (
            nameError
          )
        }
        intent={nameError || nameTaken ? 'danger' : undefined}
      >
        <InputGroup
          id="datastore-name"
          inputRef={focusWhenFree}
          value={draft.display_name}
          maxLength={fieldLimit(dataStoreFields, 'display_name')}
          disabled={readOnly}
          intent={nameError || nameTaken ? 'danger' : undefined}
          onValueChange={(display_name) => {
            touch('name');
            set({ display_name });
          }}
        />
      </FormGroup>
      <Switch
        label={t('datastores.isLog')}
        checked={draft.is_log}
        disabled={readOnly}
        onChange={(e) => set({ is_log: e.currentTarget.checked })}
      />
      {draft.is_log && <p className="content-form-hint">{t('datastores.logHint')}</p>}
      <div className="content-form-label">
        <span>{t('datastores.structure')}</span>
        <span className="content-form-hint">{t('datastores.columnsCount', { count: draft.columns.length })}</span>
      </div>
      <ColumnsEditor
        columns={draft.columns}
        errors={errors.column}
        shown={(key) => touched.has(`col.${key}`)}
        onTouch={(key) => touch(`col.${key}`)}
        readOnly={readOnly}
        onChange={(columns) => set({ columns })}
      />
      {errors.columns && (
        <Callout intent="warning" compact>
          {t(errors.columns)}
        </Callout>
      )}
      {!readOnly && <p className="content-form-hint holiday-hint">{t('datastores.keyboardHint')}</p>}
    </div>
  );
}
