import { promptsType } from '@shared/entities/content/prompts';
import type { Prompt } from '@shared/api/content';
import { contentTab } from '../contentTab';
import { NameCell, TypeCell, UpdatedCell } from '../list/cells';
import { defaultPromptLanguage } from './languages';
import { PromptEditor, type PromptDraft } from './PromptEditor';
import { idsToNames, namesToIds } from './variableText';

export const promptsTab = contentTab<Prompt, PromptDraft>(promptsType, {
  duplicatePath: (id) => `/prompt/prompts/duplicate/${id}`,
  detailOf: (p) => p.texts[0]?.text.slice(0, 80) ?? '',
  columns: [
    {
      id: 'name',
      header: 'fields.name',
      cell: ({ row }) => <NameCell name={row.original.prompt_name} id={row.original.prompt_id} />,
      size: 0,
    },
    {
      id: 'type',
      header: 'fields.prompt_type',
      cell: ({ row }) => <TypeCell value={`promptTypes.${row.original.prompt_type}`} />,
      size: 90,
    },
    {
      id: 'languages',
      header: 'fields.languages',
      cell: ({ row }) => <span className="content-cell-muted">{row.original.texts.map((x) => x.language).join(', ')}</span>,
      size: 130,
    },
    { id: 'updated', header: 'fields.updated_at', cell: ({ row }) => <UpdatedCell at={row.original.updated_at} />, size: 110 },
  ],
  Editor: PromptEditor,
  emptyDraft: () => ({ prompt_name: '', prompt_type: 'IVA', texts: [{ language: defaultPromptLanguage, text: '', file_id: null }] }),
  toDraft: (p, deps) => ({
    prompt_name: p.prompt_name,
    prompt_type: p.prompt_type,
    texts: p.texts.map((x) => ({ language: x.language, text: idsToNames(x.text, deps.variables), file_id: x.file_id })),
  }),
  toBody: (draft, deps) => {
    const texts = [];
    for (const x of draft.texts) {
      const stored = namesToIds(x.text, deps.variables);
      if (stored.unknown.length > 0) return { error: 'form.unknownVariables', values: { names: stored.unknown.join(', ') } };
      texts.push({ language: x.language, text: stored.text, file_id: x.file_id ?? null });
    }
    return { body: { prompt_name: draft.prompt_name.trim(), prompt_type: draft.prompt_type, texts } };
  },
});
