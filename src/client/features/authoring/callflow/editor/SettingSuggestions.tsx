import { useMemo } from 'react';
import type { SettingSuggestions as Declared } from '@shared/plugin-api/suggestions';
import { useFormTypesWithColumns } from '@client/api/formTypeColumns';
import { useConfigForm } from './formContext';
import { formFieldSuggestions } from './settingSuggestions';

/**
 * The datalist of a text setting suggested from the item another setting of the node names (`suggestBy`): the chosen
 * form type's fields, with the datastore column each is saved into. It follows that setting as it changes; any other
 * value may still be typed, and nothing is suggested while no form type is chosen or the list cannot be read.
 */
export function SettingSuggestions({ id, suggestions }: { id: string; suggestions: Declared }) {
  const { config, t } = useConfigForm();
  const chosen = config[suggestions.setting];
  const formTypes = useFormTypesWithColumns(suggestions.source === 'form-type-fields' && typeof chosen === 'number');
  const options = useMemo(
    () =>
      formFieldSuggestions(
        formTypes.data?.find((f) => f.form_type_id === chosen),
        (saved) => t('editor.formFieldColumn', { ...saved }),
      ),
    [formTypes.data, chosen, t],
  );
  return (
    <datalist id={id}>
      {options.map((o) => (
        <option key={o.value} value={o.value} label={o.label} />
      ))}
    </datalist>
  );
}
