import { openFormTypesType } from '@shared/entities/content/openformtypes';
import '../formtypes/forms.css';
import { Tag } from '@blueprintjs/core';
import type { OpenFormType } from '@shared/api/content-forms';
import { useSession } from '@client/session/store';
import { canAccess } from '@shared/access/engine';
import { NameCell, TypeCell, UpdatedCell } from '../list/cells';
import { stringValues } from '../formtypes/rules';
import { contentTab } from '../contentTab';
import { OpenFormEditor } from './OpenFormEditor';
import { emptyOpenForm, firstOpenFormProblem, openFormBody, openFormDraft, systemReadOnly, type OpenFormDraft } from './rules';
import { SystemTag } from './SystemTag';

/** The session's user acts with a system role (outside React: the save check). */
export function sessionIsSystemUser(): boolean {
  const { user, selection, enabledFeatures } = useSession.getState();
  return !!user && !!selection && canAccess({ user, selection, enabledFeatures }, 'system.content-forms', 'write').allowed;
}

/** Open Forms (spec 2 §3, §7): a conversational engine, its language and settings, with a preview. */
export const openFormTypesTab = contentTab<OpenFormType, OpenFormDraft>(openFormTypesType, {
  detailOf: (f) => f.engine,
  columns: [
    {
      id: 'name',
      header: 'fields.name',
      cell: ({ row }) => (
        <span className="content-cell-name">
          <NameCell name={row.original.oft_name} id={row.original.open_form_type_id} />
          {row.original.is_system === 1 && <SystemTag />}
        </span>
      ),
      size: 0,
    },
    {
      id: 'engine',
      header: 'openForms.engine',
      cell: ({ row }) => <TypeCell value={`openForms.engines.${row.original.engine}`} />,
      size: 130,
    },
    {
      id: 'language',
      header: 'openForms.language',
      cell: ({ row }) => (
        <Tag minimal round>
          {row.original.language}
        </Tag>
      ),
      size: 80,
    },
    { id: 'updated', header: 'fields.updated_at', cell: ({ row }) => <UpdatedCell at={row.original.updated_at} />, size: 110 },
  ],
  Editor: OpenFormEditor,
  emptyDraft: () => emptyOpenForm(),
  toDraft: (f) => openFormDraft(f),
  toBody: (draft) => {
    if (systemReadOnly(draft, sessionIsSystemUser())) return { error: 'systemForms.readOnly' };
    const problem = firstOpenFormProblem(draft);
    if (problem) return { error: problem.key, values: stringValues(problem.values) };
    return { body: openFormBody(draft) };
  },
});
