import { Checkbox, FormGroup, HTMLSelect, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFieldOf } from '@shared/entities/fields';
import type { EditorProps } from '../tabTypes';

/** The declared form fields (declaredForm.ts) beneath a tab's own editor, with their declared limits. */
export function withDeclaredFields<D>(Editor: ComponentType<EditorProps<D>>, form: readonly FormFieldOf[]): ComponentType<EditorProps<D>> {
  function EditorWithDeclaredFields(props: EditorProps<D>) {
    return (
      <>
        <Editor {...props} />
        <DeclaredFields
          form={form}
          values={props.draft as Record<string, unknown>}
          readOnly={props.readOnly}
          onChange={(patch) => props.onChange({ ...props.draft, ...patch })}
        />
      </>
    );
  }
  return EditorWithDeclaredFields;
}

function DeclaredFields({
  form,
  values,
  readOnly,
  onChange,
}: {
  form: readonly FormFieldOf[];
  values: Record<string, unknown>;
  readOnly: boolean;
  onChange(patch: Record<string, unknown>): void;
}) {
  const { t } = useTranslation('content');
  return (
    <div className="content-form">
      {form.map((f) => {
        const id = `declared-${f.field}`;
        const value = values[f.field];
        const set = (v: unknown) => onChange({ [f.field]: v });
        return (
          <FormGroup key={f.field} label={t(f.label)} labelFor={id} labelInfo={f.required ? t('form.required') : undefined}>
            {f.type === 'flag' ? (
              <Checkbox id={id} checked={value === true} disabled={readOnly} onChange={(e) => set(e.currentTarget.checked)} />
            ) : f.type === 'choice' ? (
              <HTMLSelect
                id={id}
                value={String(value ?? '')}
                disabled={readOnly}
                options={[...(f.options ?? [])]}
                onChange={(e) => set(e.currentTarget.value)}
              />
            ) : f.type === 'integer' ? (
              <NumericInput id={id} value={Number(value ?? 0)} min={f.min} max={f.max} disabled={readOnly} onValueChange={(n) => set(n)} />
            ) : f.multiline ? (
              <TextArea
                id={id}
                fill
                autoResize
                maxLength={f.max}
                value={String(value ?? '')}
                disabled={readOnly}
                onChange={(e) => set(e.currentTarget.value)}
              />
            ) : (
              <InputGroup id={id} maxLength={f.max} value={String(value ?? '')} disabled={readOnly} onValueChange={(v) => set(v)} />
            )}
          </FormGroup>
        );
      })}
    </div>
  );
}
