import { Button, Card } from '@blueprintjs/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemText } from '../formtypes/ProblemText';
import { DynamicFieldEditor } from './DynamicFieldEditor';
import { moveItem, newDynamicField, type DynamicFormErrors, type SectionDraft } from './rules';
import { formKeys } from '@client/commands/formKeys';

interface Props {
  section: SectionDraft;
  index: number;
  count: number;
  errors: DynamicFormErrors;
  shown(key: string): boolean;
  onTouch(key: string): void;
  readOnly: boolean;
  onChange(section: SectionDraft): void;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
  /** Asks for the focus on a field's name once it shows. */
  focusField(key: number): void;
}

/** A section: title, description and its fields. Enter in a field's name or label adds a field below; Alt+↑/↓ moves it. */
export function SectionEditor({ section, index, count, errors, shown, onTouch, readOnly, onChange, onMove, onRemove, focusField }: Props) {
  const { t } = useTranslation('content');
  const n = index + 1;
  const own = shown(`section.${section.key}`) ? errors.section[section.key] : undefined;
  const setFields = (fields: SectionDraft['fields']) => onChange({ ...section, fields });
  const addField = (after: number) => {
    const field = newDynamicField();
    focusField(field.key);
    setFields([...section.fields.slice(0, after + 1), field, ...section.fields.slice(after + 1)]);
  };
  const moveField = (i: number, to: number) => {
    focusField(section.fields[i].key);
    setFields(moveItem(section.fields, i, to));
  };
  const onFieldKey = (i: number) =>
    formKeys<KeyboardEvent>({
      // Enter in a text field of the row (not on its buttons or selects).
      addRowBelow: (e) => {
        if (readOnly || !(e.currentTarget instanceof HTMLInputElement)) return false;
        addField(i);
      },
      moveRow: (delta) => {
        if (readOnly) return false;
        moveField(i, i + delta);
      },
    });
  const setOwn = (patch: Partial<SectionDraft>) => {
    onTouch(`section.${section.key}`);
    onChange({ ...section, ...patch });
  };
  return (
    <Card compact className="df-section" role="group" aria-label={t('dynamicForms.sectionN', { n })}>
      <div className="df-section-head">
        <span className="df-section-n">{t('dynamicForms.sectionN', { n })}</span>
        <span className="content-toolbar-spacer" />
        <Button
          variant="minimal"
          size="small"
          icon="arrow-up"
          aria-label={`${t('dynamicForms.moveSectionUp')} ${n}`}
          disabled={readOnly || index === 0}
          onClick={() => onMove(-1)}
        />
        <Button
          variant="minimal"
          size="small"
          icon="arrow-down"
          aria-label={`${t('dynamicForms.moveSectionDown')} ${n}`}
          disabled={readOnly || index === count - 1}
          onClick={() => onMove(1)}
        />
        <Button
          variant="minimal"
          size="small"
          icon="trash"
          aria-label={`${t('dynamicForms.removeSection')} ${n}`}
          disabled={readOnly}
          onClick={onRemove}
        />
      </div>
      <label className="cf-field-cell df-input">
        <span className="df-small-label">{t('dynamicForms.sectionTitle')}</span>
        <input
          className={`bp6-input df-section-title${own?.title ? ' bp6-intent-danger' : ''}`}
          value={section.title}
          placeholder={t('dynamicForms.sectionTitlePlaceholder')}
          aria-label={`${t('dynamicForms.sectionTitle')} ${n}`}
          disabled={readOnly}
          onChange={(e) => setOwn({ title: e.currentTarget.value })}
        />
        <ProblemText problem={own?.title} />
      </label>
      <label className="cf-field-cell df-input">
        <span className="df-small-label">{t('forms.description')}</span>
        <input
          className="bp6-input bp6-small"
          value={section.description}
          aria-label={`${t('forms.description')} ${n}`}
          disabled={readOnly}
          onChange={(e) => setOwn({ description: e.currentTarget.value })}
        />
        <ProblemText problem={own?.description} />
      </label>
      <div className="df-fields">
        {section.fields.map((f, i) => (
          <DynamicFieldEditor
            key={f.key}
            field={f}
            place={t('dynamicForms.fieldPlace', { section: n, field: i + 1 })}
            errors={errors.field[f.key]}
            shown={shown(`field.${f.key}`)}
            first={i === 0}
            last={i === section.fields.length - 1}
            readOnly={readOnly}
            onChange={(next) => setFields(section.fields.map((x, j) => (j === i ? next : x)))}
            onTouch={() => onTouch(`field.${f.key}`)}
            onMove={(d) => moveField(i, i + d)}
            onRemove={() => setFields(section.fields.filter((_, j) => j !== i))}
            onKeyDown={onFieldKey(i)}
          />
        ))}
      </div>
      <ProblemText problem={errors.section[section.key]?.fields} />
      {!readOnly && (
        <Button
          variant="minimal"
          size="small"
          icon="plus"
          text={t('formTypes.addField')}
          onClick={() => addField(section.fields.length - 1)}
        />
      )}
    </Card>
  );
}
