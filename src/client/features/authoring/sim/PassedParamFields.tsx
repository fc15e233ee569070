import { FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ParamField } from './workflowParams';
import './i18n';

interface Props {
  fields: readonly ParamField[];
  values: Record<string, string>;
  /** The problem shown under each field, by name. */
  shown: Record<string, string>;
  /** Each input's id is `<idPrefix><name>` (a problem moves the focus there). */
  idPrefix: string;
  onChange(name: string, value: string): void;
}

/** One input per passed parameter of a workflow task: its variable's type, a required mark, its problem. */
export function PassedParamFields({ fields, values, shown, idPrefix, onChange }: Props) {
  const { t } = useTranslation('sim');
  return fields.map((f) => {
    const id = `${idPrefix}${f.name}`;
    return (
      <FormGroup
        key={f.name}
        label={f.name}
        labelFor={id}
        labelInfo={f.required ? t('params.requiredMark') : undefined}
        helperText={shown[f.name] ? <span id={`${id}-problem`}>{shown[f.name]}</span> : undefined}
        intent={shown[f.name] ? 'danger' : 'none'}
      >
        <InputGroup
          id={id}
          type={f.secure ? 'password' : 'text'}
          value={values[f.name] ?? ''}
          required={f.required}
          aria-invalid={!!shown[f.name]}
          aria-describedby={shown[f.name] ? `${id}-problem` : undefined}
          intent={shown[f.name] ? 'danger' : 'none'}
          rightElement={f.type ? <Tag minimal>{f.type}</Tag> : undefined}
          onValueChange={(v) => onChange(f.name, v)}
        />
      </FormGroup>
    );
  });
}
