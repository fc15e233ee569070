import { FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAiModels, openFormLanguages } from '@shared/api/content-forms';
import { ProblemText } from '../formtypes/ProblemText';
import type { EditorProps } from '../tabTypes';
import { useIsSystemUser, useOpenFormOptions } from './api';
import { EngineSettings } from './EngineSettings';
import { PreviewPanel } from './PreviewPanel';
import { openFormTypeFields } from '@shared/entities/content/openformtypes';
import { fieldLimit } from '@shared/entities/fields';
import { openFormEngines, openFormErrors, systemReadOnly, withEngine, type OpenFormDraft, type OpenFormEngine } from './rules';
import { SystemPublish } from './SystemPublish';
import { focusWhenFree } from '@client/shell/focusIsFree';

/** Name, engine, language, the engine's settings and a preview; system forms are read-only for non-system users. */
export function OpenFormEditor({ draft, onChange, readOnly, errors: refused = {} }: EditorProps<OpenFormDraft>) {
  const { t } = useTranslation('content');
  const options = useOpenFormOptions();
  const system = useIsSystemUser();
  const locked = readOnly || systemReadOnly(draft, system);
  const errors = useMemo(() => openFormErrors(draft), [draft]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));
  const set = (patch: Partial<OpenFormDraft>) => onChange({ ...draft, ...patch });
  const models = options.data?.models ?? [...openAiModels];
  const languages = options.data?.languages ?? openFormLanguages;
  const offered: readonly OpenFormEngine[] = options.data?.engines ?? openFormEngines;
  // A saved form keeps showing its engine even where it is no longer offered (a linked domain rules azure_openai out).
  const engines = offered.includes(draft.engine) ? offered : [...offered, draft.engine];
  const nameError = touched.has('name') ? errors.oft_name : undefined;
  // The name check's (or the save's) refusal, when the form has none of its own for the name.
  const nameTaken = nameError ? undefined : refused.oft_name;

  return (
    <div className="content-form of-form">
      <SystemPublish
        kind="open"
        id={draft.id}
        name={draft.oft_name}
        isSystem={draft.is_system}
        canWrite={!readOnly}
        onPublished={() => set({ is_system: true })}
      />
      <FormGroup
        label={t('fields.name')}
        labelFor="oft-name"
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
          id="oft-name"
          inputRef={focusWhenFree}
          value={draft.oft_name}
          maxLength={fieldLimit(openFormTypeFields, 'oft_name')}
          disabled={locked}
          intent={nameError || nameTaken ? 'danger' : undefined}
          placeholder={t('openForms.namePlaceholder')}
          onValueChange={(oft_name) => {
            touch('name');
            set({ oft_name });
          }}
        />
      </FormGroup>
      <FormGroup label={t('forms.description')} labelFor="oft-description">
        <TextArea
          id="oft-description"
          fill
          autoResize
          maxLength={fieldLimit(openFormTypeFields, 'description')}
          value={draft.description}
          disabled={locked}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
      </FormGroup>
      <div className="content-form-row">
        <FormGroup label={t('openForms.engine')} labelFor="oft-engine">
          <HTMLSelect
            id="oft-engine"
            fill
            value={draft.engine}
            disabled={locked}
            options={engines.map((e) => ({
              value: e,
              label: offered.includes(e)
                ? t(`openForms.engines.${e}`)
                : t('openForms.engineNotOffered', { engine: t(`openForms.engines.${e}`) }),
            }))}
            onChange={(e) => onChange(withEngine(draft, e.currentTarget.value as OpenFormEngine, models[0]))}
          />
        </FormGroup>
        <FormGroup label={t('openForms.language')} labelFor="oft-language">
          <HTMLSelect
            id="oft-language"
            fill
            value={draft.language}
            disabled={locked}
            options={languages.map((l) => ({ value: l.code, label: l.name }))}
            onChange={(e) => set({ language: e.currentTarget.value })}
          />
        </FormGroup>
      </div>
      <EngineSettings
        draft={draft}
        models={models}
        errors={errors.settings}
        shown={(key) => touched.has(`setting.${key}`)}
        readOnly={locked}
        onChange={(key, value) => {
          touch(`setting.${key}`);
          set({ settings: { ...draft.settings, [draft.engine]: { ...draft.settings[draft.engine], [key]: value } } });
        }}
      />
      <PreviewPanel draft={draft} canPreview={!readOnly} />
    </div>
  );
}
