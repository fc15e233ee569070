import { Button, Card, FormGroup, HTMLSelect, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../tabTypes';
import { useAudioFiles, useAudioUploads, useFileAccess } from './audio/audioFiles';
import { PromptAudio } from './audio/PromptAudio';
import { defaultPromptLanguage, languageName, promptLanguages } from './languages';
import { VariableTextArea } from './VariableTextArea';
import { usePlanLanguages } from '@client/features/voices/usePlanLanguages';
import { focusWhenFree } from '@client/shell/focusIsFree';

export interface PromptText {
  language: string;
  text: string;
  file_id?: number | null;
}

export interface PromptDraft {
  prompt_name: string;
  prompt_type: 'IVA' | 'QFM';
  texts: PromptText[];
}

/** Name, type (IVA/QFM) and per language a text (variables typed by name between {{ }}) and an audio file. */
export function PromptEditor({ draft, onChange, readOnly, deps, errors = {} }: EditorProps<PromptDraft>) {
  const { t, i18n } = useTranslation('content');
  const fileAccess = useFileAccess();
  const audioFiles = useAudioFiles(fileAccess.canRead);
  const upload = useAudioUploads();
  const set = (patch: Partial<PromptDraft>) => onChange({ ...draft, ...patch });
  const setText = (index: number, patch: Partial<PromptText>) =>
    set({ texts: draft.texts.map((x, i) => (i === index ? { ...x, ...patch } : x)) });
  const used = new Set(draft.texts.map((x) => x.language));
  // The languages of the account's plan (the server refuses others); the fixed list until they are known.
  const offered = usePlanLanguages() ?? promptLanguages;
  const free = offered.filter((l) => !used.has(l));
  const options = (own: string) => [own, ...free].map((code) => ({ value: code, label: languageName(code, i18n.language) }));

  return (
    <div className="content-form">
      <FormGroup
        label={t('fields.name')}
        labelFor="prompt-name"
        labelInfo={t('form.required')}
        intent={errors.prompt_name ? 'danger' : 'none'}
        helperText={
          errors.prompt_name && (
            <span id="prompt-name-error" className="forms-error" role="alert">
              {errors.prompt_name}
            </span>
          )
        }
      >
        <InputGroup
          id="prompt-name"
          inputRef={focusWhenFree}
          value={draft.prompt_name}
          disabled={readOnly}
          intent={errors.prompt_name ? 'danger' : 'none'}
          aria-invalid={!!errors.prompt_name}
          aria-describedby={errors.prompt_name ? 'prompt-name-error' : undefined}
          onValueChange={(v) => set({ prompt_name: v })}
        />
      </FormGroup>
      <FormGroup label={t('fields.prompt_type')}>
        <SegmentedControl
          small
          value={draft.prompt_type}
          disabled={readOnly}
          options={[
            { value: 'IVA', label: t('promptTypes.IVA') },
            { value: 'QFM', label: t('promptTypes.QFM') },
          ]}
          onValueChange={(v) => set({ prompt_type: v as PromptDraft['prompt_type'] })}
        />
      </FormGroup>
      <div className="content-form-label">
        <span>{t('fields.texts')}</span>
        <span className="content-form-hint">{t('form.variableHint')}</span>
      </div>
      {draft.texts.map((x, index) => (
        <Card key={x.language} compact className="content-text-card">
          <div className="content-text-head">
            <HTMLSelect
              minimal
              aria-label={t('fields.language')}
              value={x.language}
              disabled={readOnly}
              options={options(x.language)}
              onChange={(e) => setText(index, { language: e.currentTarget.value })}
            />
            {draft.texts.length > 1 && (
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={t('form.removeLanguage')}
                disabled={readOnly}
                onClick={() => set({ texts: draft.texts.filter((_, i) => i !== index) })}
              />
            )}
          </div>
          <VariableTextArea
            id={index === 0 ? 'prompt-text' : `prompt-text-${x.language}`}
            value={x.text}
            variables={deps.variables}
            disabled={readOnly}
            onChange={(text) => setText(index, { text })}
          />
          <PromptAudio
            language={x.language}
            fileId={x.file_id ?? null}
            files={audioFiles.data}
            canRead={fileAccess.canRead}
            canUpload={fileAccess.canUpload}
            disabled={readOnly}
            upload={upload}
            onChange={(file_id) => setText(index, { file_id })}
          />
        </Card>
      ))}
      {free.length > 0 && !readOnly && (
        <Button
          variant="minimal"
          icon="plus"
          text={t('form.addLanguage')}
          onClick={() =>
            set({
              texts: [
                ...draft.texts,
                { language: free.includes(defaultPromptLanguage) ? defaultPromptLanguage : free[0], text: '', file_id: null },
              ],
            })
          }
        />
      )}
    </div>
  );
}
