import { useQuery } from '@tanstack/react-query';
import type { FormTypeWithColumns } from '@shared/api/content-forms';
import { contentKeys, idleKey } from '@client/api/queryKeys';
import { useSession } from '@client/session/store';
import { api } from './http';

/** The spec's list of form types with their datastore's columns (spec 2 §7), read by the node editors' form mappings. */
export const formTypesWithColumnsPath = '/form/get-form-types-with-datastore-columns';

/**
 * The account's enabled form types, each with the datastore it saves into and that datastore's columns; nothing while
 * `enabled` is false (no form type chosen yet). Kept under the account's content, so a form type or datastore saved
 * anywhere is read again.
 */
export function useFormTypesWithColumns(enabled: boolean) {
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  return useQuery({
    queryKey: selection ? contentKeys.formTypesWithColumns(selection) : idleKey('form-types-with-columns'),
    queryFn: ({ signal }) => api<FormTypeWithColumns[]>(formTypesWithColumnsPath, { signal }),
    enabled: enabled && !!selection,
  });
}
