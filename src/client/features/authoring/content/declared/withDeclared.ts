import type { ColumnDef } from '@tanstack/react-table';
import type { ContentTypeMeta } from '@shared/entities/content/define';
import { listedFieldsOf } from '@shared/entities/fields';
import type { ContentRow, ContentTabDef } from '../tabTypes';
import { declaredBody, declaredFormFields, declaredOf, declaredRefusal, emptyDeclared } from './declaredForm';
import { withDeclaredFields } from './DeclaredFields';

/**
 * A tab with its type's declared fields: the listed ones as list columns after the tab's own, the form ones beneath
 * its editor — in the draft, the body and the form's refusals. A type declaring none keeps the tab as it is.
 */
export function withDeclared<T extends ContentRow, D>(type: ContentTypeMeta, tab: ContentTabDef<T, D>): ContentTabDef<T, D> {
  const form = declaredFormFields(type.fields);
  const listed = listedFieldsOf(type.fields);
  const columns: ColumnDef<T>[] = listed.map((c) => ({
    id: c.field,
    header: c.label,
    cell: ({ row }) => String((row.original as unknown as Record<string, unknown>)[c.field] ?? ''),
    size: 130,
  }));
  if (form.length === 0) return listed.length === 0 ? tab : { ...tab, columns: [...tab.columns, ...columns] };
  return {
    ...tab,
    columns: [...tab.columns, ...columns],
    Editor: withDeclaredFields(tab.Editor, form),
    emptyDraft: () => ({ ...tab.emptyDraft(), ...emptyDeclared(form) }),
    toDraft: (item, deps) => ({ ...tab.toDraft(item, deps), ...declaredOf(form, item as unknown as Record<string, unknown>) }),
    toBody(draft, deps, mode) {
      const refused = declaredRefusal(form, draft as Record<string, unknown>);
      if (refused) return refused;
      const built = tab.toBody(draft, deps, mode);
      return 'error' in built ? built : { body: { ...(built.body as object), ...declaredBody(form, draft as Record<string, unknown>) } };
    },
  };
}
