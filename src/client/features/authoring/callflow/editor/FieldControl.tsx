import { FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { NumberInput } from '@client/ui/NumberInput';
import { controlId } from '@shared/plugin-api/editor-fields';
import { anyRow, getIn, joinPath } from './diagnostics';
import { fieldLabel, intentOf, optionLabel, useConfigForm } from './formContext';
import { ExpressionField } from './expression/ExpressionField';
import { ListField } from './ListField';
import { RefPicker } from './RefPicker';
import { AccountChoice, TextSuggestions } from './AccountChoices';
import { SettingSuggestions } from './SettingSuggestions';
import type { FieldControlProps } from '@plugins/kit';

const none = '';

/** One config field: its Blueprint control, label and the diagnostics on its path. */
export function FieldControl({ field, path, inline }: FieldControlProps) {
  const form = useConfigForm();
  const { t } = form;
  const key = path.map(String).reduce(joinPath, '');
  const id = controlId(key);
  const value = getIn(form.config, path);
  const diags = form.shown.get(key);
  const intent = intentOf(diags);
  const label = fieldLabel(t, field.key);
  const set = (v: unknown) => {
    form.touch(key);
    form.set(path, v);
  };
  const helper = diags?.length ? diags.map((d) => d.message).join(' ') : undefined;
  const group = (control: React.ReactNode, optionalTag = (field.optional || field.nullable) && !form.required.has(anyRow(key))) => (
    <FormGroup
      className={inline ? 'cf-field cf-field-inline' : 'cf-field'}
      label={label}
      labelFor={id}
      labelInfo={optionalTag && field.kind !== 'boolean' ? t('editor.optional') : undefined}
      helperText={helper}
      intent={intent}
    >
      {control}
    </FormGroup>
  );

  switch (field.kind) {
    case 'text': {
      const text = typeof value === 'string' ? value : '';
      const common = { id, value: text, disabled: form.readOnly, intent, maxLength: field.maxLength ?? undefined };
      return group(
        field.multiline ? (
          <TextArea {...common} fill autoResize onChange={(e) => set(e.currentTarget.value)} />
        ) : field.suggest || field.suggestBy ? (
          <>
            <InputGroup {...common} list={`${id}-suggestions`} autoComplete="off" onValueChange={(v) => set(v)} />
            {field.suggest ? (
              <TextSuggestions id={`${id}-suggestions`} source={field.suggest} />
            ) : (
              <SettingSuggestions id={`${id}-suggestions`} suggestions={field.suggestBy!} />
            )}
          </>
        ) : (
          <InputGroup {...common} onValueChange={(v) => set(v)} />
        ),
        false,
      );
    }
    case 'number':
      return group(
        <NumberInput
          id={id}
          fill
          value={typeof value === 'number' ? value : ''}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          minorStepSize={field.integer ? null : 0.1}
          allowNumericCharactersOnly
          clampValueOnBlur
          disabled={form.readOnly}
          intent={intent}
          onValueChange={(n, s) => set(s.trim() === '' ? (field.nullable ? null : undefined) : Number.isFinite(n) ? n : value)}
        />,
      );
    case 'boolean':
      return (
        <FormGroup className="cf-field cf-field-switch" helperText={helper} intent={intent}>
          <Switch id={id} label={label} checked={value === true} disabled={form.readOnly} onChange={(e) => set(e.currentTarget.checked)} />
        </FormGroup>
      );
    case 'enum':
      return group(
        <HTMLSelect
          id={id}
          fill
          value={typeof value === 'string' ? value : none}
          disabled={form.readOnly}
          onChange={(e) =>
            set(
              e.currentTarget.value === none && (field.nullable || field.optional)
                ? field.nullable
                  ? null
                  : undefined
                : e.currentTarget.value,
            )
          }
        >
          {(field.nullable || field.optional) && <option value={none}>{t('editor.none')}</option>}
          {field.options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(t, field.key, o)}
            </option>
          ))}
        </HTMLSelect>,
      );
    case 'choice':
      return group(
        <AccountChoice
          id={id}
          source={field.source}
          value={typeof value === 'number' || typeof value === 'string' ? value : null}
          disabled={form.readOnly}
          noneLabel={t('editor.none')}
          groupLabel={(g) => t(`editor.choiceGroups.${field.source}.${g}`, { defaultValue: g })}
          onChange={(v) => set(v === null && !field.nullable ? undefined : v)}
        />,
      );
    case 'ref':
      return group(
        <RefPicker
          id={id}
          model={field.model}
          value={typeof value === 'number' ? value : null}
          options={form.refs.lists[field.model]}
          failed={form.refs.failed.has(field.model)}
          optional={(field.optional || field.nullable) && !form.required.has(anyRow(key))}
          disabled={form.readOnly}
          intent={intent}
          onChange={(v) => set(v === null ? (field.nullable ? null : undefined) : v)}
          t={t}
          task={form.refs.task}
        />,
      );
    case 'expression':
      return <ExpressionField field={field} path={path} label={label} />;
    case 'list':
      return <ListField Control={FieldControl} field={field} path={path} label={label} helper={helper} intent={intent} />;
    case 'object':
      return (
        <fieldset className="cf-fieldset" id={id}>
          <legend>{label}</legend>
          {field.fields.map((f) => (
            <FieldControl key={f.key} field={f} path={[...path, f.key]} />
          ))}
        </fieldset>
      );
    default:
      return null;
  }
}
