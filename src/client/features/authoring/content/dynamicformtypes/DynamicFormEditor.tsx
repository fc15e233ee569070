import { Button, Callout, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemText } from '../formtypes/ProblemText';
import { useIsSystemUser } from '../openformtypes/api';
import { systemReadOnly } from '../openformtypes/rules';
import { SystemPublish } from '../openformtypes/SystemPublish';
import type { EditorProps } from '../tabTypes';
import { dynamicFormTypeFields } from '@shared/entities/content/dynamicformtypes';
import { fieldLimit } from '@shared/entities/fields';
import { dynamicFormErrors, moveItem, newSection, type DynamicFormDraft } from './rules';
import { SectionEditor } from './SectionEditor';
import { focusWhenFree } from '@client/shell/focusIsFree';

/** Name, description and the form definition (sections of fields); system forms are read-only for non-system users. */
export function DynamicFormEditor({ draft, onChange, readOnly, errors: refused = {} }: EditorProps<DynamicFormDraft>) {
  const { t } = useTranslation('content');
  const system = useIsSystemUser();
  const locked = readOnly || systemReadOnly(draft, system);
  const errors = useMemo(() => dynamicFormErrors(draft), [draft]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));
  const set = (patch: Partial<DynamicFormDraft>) => onChange({ ...draft, ...patch });
  const root = useRef<HTMLDivElement>(null);
  const focus = useRef<string | null>(null);
  useEffect(() => {
    const selector = focus.current;
    if (!selector) return;
    focus.current = null;
    root.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  const nameError = touched.has('name') ? errors.name : undefined;
  // The name check's (or the save's) refusal, when the form has none of its own for the name.
  const nameTaken = nameError ? undefined : refused.name;
  const addSection = () => {
    const section = newSection();
    focus.current = `[aria-label="${t('dynamicForms.sectionTitle')} ${draft.sections.length + 1}"]`;
    set({ sections: [...draft.sections, section] });
  };

  return (
    <div className="content-form df-form" ref={root}>
      <SystemPublish
        kind="dynamic"
        id={draft.id}
        name={draft.name}
        isSystem={draft.is_system}
        canWrite={!readOnly}
        onPublished={() => set({ is_system: true })}
      />
      <FormGroup
        label={t('fields.name')}
        labelFor="dft-name"
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
          id="dft-name"
          inputRef={focusWhenFree}
          value={draft.name}
          maxLength={fieldLimit(dynamicFormTypeFields, 'name')}
          disabled={locked}
          intent={nameError || nameTaken ? 'danger' : undefined}
          placeholder={t('dynamicForms.namePlaceholder')}
          onValueChange={(name) => {
            touch('name');
            set({ name });
          }}
        />
      </FormGroup>
      <FormGroup label={t('forms.description')} labelFor="dft-description">
        <TextArea
          id="dft-description"
          fill
          autoResize
          maxLength={fieldLimit(dynamicFormTypeFields, 'description')}
          value={draft.description}
          disabled={locked}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
      </FormGroup>
      <div className="content-form-label">
        <span>{t('dynamicForms.definition')}</span>
        <span className="content-form-hint">{t('dynamicForms.sectionsCount', { count: draft.sections.length })}</span>
      </div>
      <div className="df-sections">
        {draft.sections.map((s, i) => (
          <SectionEditor
            key={s.key}
            section={s}
            index={i}
            count={draft.sections.length}
            errors={errors}
            shown={(key) => touched.has(key)}
            onTouch={touch}
            readOnly={locked}
            onChange={(next) => set({ sections: draft.sections.map((x, j) => (j === i ? next : x)) })}
            onMove={(d) => set({ sections: moveItem(draft.sections, i, i + d) })}
            onRemove={() => set({ sections: draft.sections.filter((_, j) => j !== i) })}
            focusField={(key) => (focus.current = `[data-field="${key}"] .df-field-name`)}
          />
        ))}
      </div>
      {errors.sections && (
        <Callout intent="warning" compact>
          {t(errors.sections.key, errors.sections.values)}
        </Callout>
      )}
      {!locked && <Button className="df-add-section" icon="add-row-bottom" text={t('dynamicForms.addSection')} onClick={addSection} />}
      {!locked && <p className="content-form-hint forms-hint">{t('dynamicForms.keyboardHint')}</p>}
    </div>
  );
}
