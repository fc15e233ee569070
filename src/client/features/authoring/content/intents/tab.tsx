import { intentsType } from '@shared/entities/content/intents';
import '../formtypes/forms.css';
import { Tag } from '@blueprintjs/core';
import type { Intent } from '@shared/api/content-forms';
import { NameCell, UpdatedCell } from '../list/cells';
import { stringValues } from '../formtypes/rules';
import { contentTab } from '../contentTab';
import { IntentCsvBar } from './IntentCsvBar';
import { IntentEditor } from './IntentEditor';
import { emptyIntent, firstIntentProblem, intentBody, intentDraft, intentErrors, type IntentDraft } from './rules';

/** Intent (spec 2 §3, §7; behind the intent flag): training phrases and a response, with CSV template, import and export. */
export const intentsTab = contentTab<Intent, IntentDraft>(intentsType, {
  detailOf: (i) => i.training_phrases.slice(0, 3).join(' · '),
  columns: [
    { id: 'name', header: 'fields.name', cell: ({ row }) => <NameCell name={row.original.name} id={row.original.intent_id} />, size: 0 },
    {
      id: 'phrases',
      header: 'intents.phrases',
      cell: ({ row }) => (
        <Tag minimal round>
          {row.original.training_phrases.length}
        </Tag>
      ),
      size: 120,
    },
    { id: 'updated', header: 'fields.updated_at', cell: ({ row }) => <UpdatedCell at={row.original.updated_at} />, size: 110 },
  ],
  Editor: IntentEditor,
  emptyDraft: emptyIntent,
  toDraft: (i) => intentDraft(i),
  toBody: (draft) => {
    const problem = firstIntentProblem(draft, intentErrors(draft));
    if (problem) return { error: problem.key, values: stringValues(problem.values) };
    return { body: intentBody(draft) };
  },
  ListAddon: IntentCsvBar,
});
