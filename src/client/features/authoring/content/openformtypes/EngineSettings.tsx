import { FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ProblemText } from '../formtypes/ProblemText';
import type { Problem } from '../formtypes/rules';
import { secureMask, settingFields, type OpenFormDraft } from './rules';

interface Props {
  draft: OpenFormDraft;
  models: string[];
  errors: Record<string, Problem>;
  /** Settings whose errors show: those edited once. */
  shown(key: string): boolean;
  readOnly: boolean;
  onChange(key: string, value: string): void;
}

/**
 * The chosen engine's settings, exactly the ones the server accepts. Secrets are password inputs: a
 * stored one shows the mask and stays as it is unless retyped (focusing it selects the mask).
 */
export function EngineSettings({ draft, models, errors, shown, readOnly, onChange }: Props) {
  const { t } = useTranslation('content');
  const values = draft.settings[draft.engine] ?? {};
  return (
    <fieldset className="of-settings" disabled={readOnly}>
      <legend>{t('openForms.settingsOf', { engine: t(`openForms.engines.${draft.engine}`) })}</legend>
      {settingFields(draft.engine).map((f) => {
        const id = `oft-setting-${f.key}`;
        const value = values[f.key] ?? '';
        const error = shown(f.key) ? errors[f.key] : undefined;
        const intent = error ? 'danger' : undefined;
        const stored = f.kind === 'secret' && value === secureMask;
        const helper = error ? (
          <ProblemText problem={error} />
        ) : stored ? (
          t('openForms.secretKept')
        ) : f.kind === 'secret' ? (
          t('openForms.secretHint')
        ) : undefined;
        return (
          <FormGroup
            key={f.key}
            label={t(`openForms.settings.${f.key}`)}
            labelFor={id}
            labelInfo={f.optional ? t('openForms.optional') : t('form.required')}
            intent={intent}
            helperText={helper}
          >
            {f.kind === 'model' ? (
              <HTMLSelect
                id={id}
                fill
                value={value}
                disabled={readOnly}
                options={models.map((m) => ({ value: m, label: m }))}
                onChange={(e) => onChange(f.key, e.currentTarget.value)}
              />
            ) : f.kind === 'multiline' ? (
              <TextArea
                id={id}
                fill
                autoResize
                value={value}
                disabled={readOnly}
                intent={intent}
                placeholder={t('openForms.instructionsHint')}
                onChange={(e) => onChange(f.key, e.currentTarget.value)}
              />
            ) : (
              <InputGroup
                id={id}
                type={f.kind === 'secret' ? 'password' : f.kind === 'url' ? 'url' : 'text'}
                autoComplete={f.kind === 'secret' ? 'new-password' : 'off'}
                value={value}
                disabled={readOnly}
                intent={intent}
                placeholder={t(`openForms.placeholders.${f.key}`, { defaultValue: '' })}
                onFocus={(e) => stored && e.currentTarget.select()}
                onValueChange={(v) => onChange(f.key, v)}
              />
            )}
          </FormGroup>
        );
      })}
    </fieldset>
  );
}
