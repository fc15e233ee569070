import { Callout, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../tabTypes';
import { FieldsTable } from './FieldsTable';
import { useDataStoreChoices } from './api';
import { MappingTable } from './MappingTable';
import { ProblemText } from './ProblemText';
import { formTypeFields } from '@shared/entities/content/formtypes';
import { fieldLimit } from '@shared/entities/fields';
import { chooseDataStore, formTypeErrors, type FormTypeDraft } from './rules';
import { focusWhenFree } from '@client/shell/focusIsFree';

/** Name, description, the fields table and the datastore mapping; a field's message shows once it has been edited. */
export function FormTypeEditor({ draft, onChange, readOnly, errors: refused = {} }: EditorProps<FormTypeDraft>) {
  const { t } = useTranslation('content');
  const stores = useDataStoreChoices();
  const set = (patch: Partial<FormTypeDraft>) => onChange({ ...draft, ...patch });
  const errors = useMemo(() => formTypeErrors(draft), [draft]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));
  const nameError = touched.has('name') ? errors.name : undefined;
  // The name check's (or the save's) refusal, when the form has none of its own for the name.
  const nameTaken = nameError ? undefined : refused.name;
  return (
    <div className="content-form cf-form">
      <FormGroup
        label={t('fields.name')}
        labelFor="form-type-name"
        labelInfo={t('form.required')}
        intent={nameError || nameTaken ? 'danger' : undefined}
        helperText={
          nameTaken ? (
            <span className="forms-error" role="alert">
              {nameTaken}
            </span>
          ) : (
            <ProblemText problem={nameError} />
          )
        }
      >
        <InputGroup
          id="form-type-name"
          inputRef={focusWhenFree}
          value={draft.name}
          maxLength={fieldLimit(formTypeFields, 'name')}
          disabled={readOnly}
          intent={nameError || nameTaken ? 'danger' : undefined}
          placeholder={t('formTypes.namePlaceholder')}
          onValueChange={(name) => {
            touch('name');
            set({ name });
          }}
        />
      </FormGroup>
      <FormGroup label={t('forms.description')} labelFor="form-type-description">
        <TextArea
          id="form-type-description"
          fill
          autoResize
          maxLength={fieldLimit(formTypeFields, 'description')}
          value={draft.description}
          disabled={readOnly}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
      </FormGroup>
      <div className="content-form-label">
        <span>{t('formTypes.fields')}</span>
        <span className="content-form-hint">{t('formTypes.fieldsCount', { count: draft.fields.length })}</span>
      </div>
      <FieldsTable
        fields={draft.fields}
        errors={errors.field}
        shown={(key) => touched.has(`field.${key}`)}
        onTouch={(key) => touch(`field.${key}`)}
        readOnly={readOnly}
        onChange={(fields) => {
          // A removed field leaves the mapping too.
          const keys = new Set(fields.map((f) => f.key));
          const mapping = Object.fromEntries(Object.entries(draft.mapping).filter(([k]) => keys.has(Number(k))));
          set({ fields, mapping });
        }}
      />
      {errors.fields && (
        <Callout intent="warning" compact>
          {t(errors.fields.key, errors.fields.values)}
        </Callout>
      )}
      {!readOnly && <p className="content-form-hint forms-hint">{t('formTypes.keyboardHint')}</p>}
      <MappingTable
        draft={draft}
        stores={stores.data}
        loading={stores.isPending}
        errors={errors.mapping}
        readOnly={readOnly}
        onStore={(id) => onChange(chooseDataStore(draft, id))}
        onMap={(key, column) => set({ mapping: { ...draft.mapping, [key]: column } })}
      />
    </div>
  );
}
