import { Callout, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { dedupePhrases } from '@shared/api/content-forms';
import { useTranslation } from 'react-i18next';
import { ProblemText } from '../formtypes/ProblemText';
import type { EditorProps } from '../tabTypes';
import { PhraseList } from './PhraseList';
import { intentFields } from '@shared/entities/content/intents';
import { fieldLimit } from '@shared/entities/fields';
import { intentErrors, type IntentDraft } from './rules';
import { focusWhenFree } from '@client/shell/focusIsFree';

/** Name, description, training phrases and the response. */
export function IntentEditor({ draft, onChange, readOnly, errors: refused = {} }: EditorProps<IntentDraft>) {
  const { t } = useTranslation('content');
  const set = (patch: Partial<IntentDraft>) => onChange({ ...draft, ...patch });
  const errors = useMemo(() => intentErrors(draft), [draft]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));
  const nameError = touched.has('name') ? errors.name : undefined;
  // The name check's (or the save's) refusal, when the form has none of its own for the name.
  const nameTaken = nameError ? undefined : refused.name;
  const saved = dedupePhrases(draft.phrases.map((p) => p.text)).length;
  return (
    <div className="content-form intent-form">
      <FormGroup
        label={t('fields.name')}
        labelFor="intent-name"
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
          id="intent-name"
          inputRef={focusWhenFree}
          value={draft.name}
          maxLength={fieldLimit(intentFields, 'name')}
          disabled={readOnly}
          intent={nameError || nameTaken ? 'danger' : undefined}
          placeholder={t('intents.namePlaceholder')}
          onValueChange={(name) => {
            touch('name');
            set({ name });
          }}
        />
      </FormGroup>
      <FormGroup label={t('forms.description')} labelFor="intent-description">
        <TextArea
          id="intent-description"
          fill
          autoResize
          maxLength={fieldLimit(intentFields, 'description')}
          value={draft.description}
          disabled={readOnly}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
      </FormGroup>
      <div className="content-form-label">
        <span>
          {t('intents.phrases')} <span className="bp6-text-muted">{t('form.required')}</span>
        </span>
        <span className="content-form-hint">{t('intents.phrasesCount', { count: saved })}</span>
      </div>
      <PhraseList
        phrases={draft.phrases}
        errors={errors.phrase}
        readOnly={readOnly}
        onChange={(phrases) => {
          touch('phrases');
          set({ phrases });
        }}
      />
      {touched.has('phrases') && errors.phrases && (
        <Callout intent="warning" compact>
          {t(errors.phrases.key, errors.phrases.values)}
        </Callout>
      )}
      {!readOnly && <p className="content-form-hint forms-hint">{t('intents.keyboardHint')}</p>}
      <FormGroup label={t('intents.response')} labelFor="intent-response" helperText={<ProblemText problem={errors.response} />}>
        <TextArea
          id="intent-response"
          fill
          autoResize
          maxLength={fieldLimit(intentFields, 'response')}
          value={draft.response}
          disabled={readOnly}
          placeholder={t('intents.responsePlaceholder')}
          onChange={(e) => set({ response: e.currentTarget.value })}
        />
      </FormGroup>
    </div>
  );
}
