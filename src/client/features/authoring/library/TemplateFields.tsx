import { FormGroup, InputGroup, Intent, TagInput, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { keepEnterForTag } from '../tasks/tagInputKeys';

interface Props {
  /** The fields' id prefix (publish-…, template-…), so each form's labels name its own fields. */
  idPrefix: string;
  name: string;
  onName(name: string): void;
  /** Why the name cannot be kept (taken, empty), shown at the field. */
  nameError?: string | null;
  description: string;
  onDescription(description: string): void;
  tags: string[];
  onTags(tags: string[]): void;
}

/** A library template's name, description and tags: the fields publishing a task and editing a template share. */
export function TemplateFields({ idPrefix, name, onName, nameError, description, onDescription, tags, onTags }: Props) {
  const { t } = useTranslation('library');
  const intent = nameError ? Intent.DANGER : Intent.NONE;
  return (
    <>
      <FormGroup label={t('publish.name')} labelFor={`${idPrefix}-name`} intent={intent} helperText={nameError ?? undefined}>
        <InputGroup id={`${idPrefix}-name`} autoFocus value={name} onValueChange={onName} intent={intent} maxLength={255} />
      </FormGroup>
      <FormGroup label={t('publish.description')} labelFor={`${idPrefix}-description`}>
        <TextArea
          id={`${idPrefix}-description`}
          fill
          value={description}
          onChange={(e) => onDescription(e.currentTarget.value)}
          maxLength={2000}
        />
      </FormGroup>
      <FormGroup label={t('publish.tags')} labelFor={`${idPrefix}-tags`}>
        <TagInput
          inputProps={{ id: `${idPrefix}-tags` }}
          values={tags}
          onChange={(v) => onTags(v.map(String).filter(Boolean))}
          onKeyDown={keepEnterForTag}
          addOnBlur
          tagProps={{ minimal: true }}
        />
      </FormGroup>
    </>
  );
}
