import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataStoreDraft } from '../../content/datastores/rules';
import type { FunctionDraft } from '../../content/functions/rules';
import type { HolidayDraft } from '../../content/holidays/rules';
import { TimeZoneSelect } from '../../content/holidays/TimeZoneSelect';
import { languageName, newPromptLanguage } from '../../content/prompts/languages';
import type { PromptDraft } from '../../content/prompts/PromptEditor';
import { VariableTextArea } from '../../content/prompts/VariableTextArea';
import { findTab } from '../../content/tabs';
import type { AnyContentTab, EditorProps } from '../../content/tabTypes';
import { complexVariableTypes } from '@shared/api/content-services';
import { VariableEditor } from '../../content/variables/VariableEditor';
import type { VariableDraft } from '../../content/variables/rules';
import { refSources, type CreatedModel, type ListedModel } from './refSources';
import { usePlanLanguageList } from '@client/features/voices/usePlanLanguages';

/**
 * A content type made in place from a picker: the content library's own tab (its empty draft, its rules in
 * toBody, its create call) with a form of only what a new item needs. The name field has the id 'create-name'.
 */
export interface CreateForm<D = any> {
  tab: AnyContentTab;
  /** The library's empty draft with the typed name. */
  start(name: string): D;
  Form: ComponentType<EditorProps<D>>;
}

function NameField({
  value,
  onChange,
  readOnly,
  placeholder,
}: {
  value: string;
  onChange(v: string): void;
  readOnly: boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation('content');
  return (
    <FormGroup label={t('fields.name')} labelFor="create-name" labelInfo={t('form.required')}>
      <InputGroup id="create-name" autoFocus value={value} disabled={readOnly} placeholder={placeholder} onValueChange={onChange} />
    </FormGroup>
  );
}

/** A prompt: its name and its text in the account's speech language, when its plan offers it (IVA). */
function PromptForm({ draft, onChange, readOnly, deps }: EditorProps<PromptDraft>) {
  const { t, i18n } = useTranslation('content');
  const first = draft.texts[0];
  // Until something is typed, the text follows the account's language once the plan's languages are known.
  const offered = usePlanLanguageList();
  const usual = offered && newPromptLanguage(offered);
  useEffect(() => {
    if (usual && usual !== first.language && first.text === '' && !first.file_id)
      onChange({ ...draft, texts: [{ ...first, language: usual }, ...draft.texts.slice(1)] });
  }, [usual]);
  return (
    <>
      <NameField value={draft.prompt_name} readOnly={readOnly} onChange={(prompt_name) => onChange({ ...draft, prompt_name })} />
      <FormGroup
        label={`${t('fields.texts')} · ${languageName(first.language, i18n.language)}`}
        labelFor="create-text"
        helperText={t('form.promptTextHint')}
      >
        <VariableTextArea
          id="create-text"
          value={first.text}
          variables={deps.variables}
          disabled={readOnly}
          onChange={(text) => onChange({ ...draft, texts: [{ ...first, text }, ...draft.texts.slice(1)] })}
        />
      </FormGroup>
    </>
  );
}

/** A datastore: its name and its first column (a datastore has at least one); more columns in the library. */
function DataStoreForm({ draft, onChange, readOnly }: EditorProps<DataStoreDraft>) {
  const { t } = useTranslation('content');
  const column = draft.columns[0];
  return (
    <>
      <NameField value={draft.display_name} readOnly={readOnly} onChange={(display_name) => onChange({ ...draft, display_name })} />
      <FormGroup label={t('datastores.columnName')} labelFor="create-column" labelInfo={t('form.required')}>
        <InputGroup
          id="create-column"
          value={column.col_name}
          disabled={readOnly}
          onValueChange={(col_name) => onChange({ ...draft, columns: [{ ...column, col_name }] })}
        />
      </FormGroup>
    </>
  );
}

/** A holiday schedule: its name and time zone; the holidays are added in the library. */
function HolidayForm({ draft, onChange, readOnly }: EditorProps<HolidayDraft>) {
  const { t } = useTranslation('content');
  return (
    <>
      <NameField
        value={draft.schedule_name}
        readOnly={readOnly}
        placeholder={t('holidays.schedulePlaceholder')}
        onChange={(schedule_name) => onChange({ ...draft, schedule_name })}
      />
      <FormGroup label={t('holidays.timeZone')} labelFor="create-zone">
        <TimeZoneSelect
          id="create-zone"
          value={draft.time_zone}
          disabled={readOnly}
          invalid={false}
          onChange={(time_zone) => onChange({ ...draft, time_zone })}
        />
      </FormGroup>
    </>
  );
}

/** A JavaScript function: its name; parameters and code follow in the library. */
function FunctionForm({ draft, onChange, readOnly }: EditorProps<FunctionDraft>) {
  return <NameField value={draft.name} readOnly={readOnly} onChange={(name) => onChange({ ...draft, name })} />;
}

/** A variable that holds a structure, for a picker of complex variables: the library's variable form, offering only those types. */
function ComplexVariableForm(props: EditorProps<VariableDraft>) {
  return <VariableEditor {...props} types={complexVariableTypes} />;
}

/** The library's tab of a model, through the tab list (the order the content screen loads them in). */
const tabOf = (model: ListedModel): AnyContentTab => findTab(refSources[model].tab)!;

/** What a form starts from: the library's empty draft, with the typed name in the tab's name field. */
const startWith = (model: ListedModel, nameKey: string) => (name: string) => ({ ...tabOf(model).emptyDraft(), [nameKey]: name });

export const createForms: Partial<Record<CreatedModel, CreateForm>> = {
  prompt: { tab: tabOf('prompt'), start: startWith('prompt', 'prompt_name'), Form: PromptForm },
  // The library's own variable form: name, type, scope and the default value where the type keeps one.
  variable: { tab: tabOf('variable'), start: startWith('variable', 'variable_name'), Form: tabOf('variable').Editor },
  // An array variable by default; the type is one of array, payment and xsip.
  complex_variable: {
    tab: tabOf('variable'),
    start: (name) => ({ ...startWith('variable', 'variable_name')(name), variable_type: complexVariableTypes[0] }),
    Form: ComplexVariableForm,
  },
  datastore: { tab: tabOf('datastore'), start: startWith('datastore', 'display_name'), Form: DataStoreForm },
  holiday_schedule: { tab: tabOf('holiday_schedule'), start: startWith('holiday_schedule', 'schedule_name'), Form: HolidayForm },
  javascript_function: { tab: tabOf('javascript_function'), start: startWith('javascript_function', 'name'), Form: FunctionForm },
};
