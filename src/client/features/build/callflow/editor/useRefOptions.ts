import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Prompt } from '@shared/api/content';
import type { FlowNode } from '@shared/api/flow';
import type { ContentModel, ContentRef, ValidateContext } from '@shared/plugin-api';
import { lookupFrom, unknownLookup } from '@shared/plugin-api';
import { api } from '@client/api/http';
import { scopeKey } from '@client/api/queries';
import { useSession } from '@client/session/store';
import { useAccountVariables, useContentTasks } from '../../content/api';
import type { FieldSpec, RefModel } from './schemaFields';

export interface RefOption {
  id: number;
  name: string;
}

export interface RefOptions {
  /** The choices per model; undefined while that list loads (or is not needed). */
  lists: Partial<Record<RefModel, RefOption[]>>;
  loading: boolean;
  /** validate()'s exists(), answering only for the lists that are loaded. */
  exists: ValidateContext['exists'];
}

/** The models the fields pick from, nested rows included. */
export function refModels(fields: readonly FieldSpec[]): Set<RefModel> {
  const out = new Set<RefModel>();
  const walk = (f: FieldSpec) => {
    if (f.kind === 'ref') out.add(f.model);
    // Expressions name variables: existence checks and names need the list.
    if (f.kind === 'expression') out.add('variable');
    if (f.kind === 'object') f.fields.forEach(walk);
    if (f.kind === 'list') walk(f.item);
  };
  fields.forEach(walk);
  return out;
}

const byName = (a: RefOption, b: RefOption) => a.name.localeCompare(b.name) || a.id - b.id;

/** The account's prompts, variables and tasks, and this task's nodes, for the pickers the fields need. */
export function useRefOptions(fields: readonly FieldSpec[], taskNodes: readonly FlowNode[], selfId: number | null): RefOptions {
  const models = useMemo(() => refModels(fields), [fields]);
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  const prompts = useQuery({
    queryKey: selection ? [...scopeKey(selection), 'content', 'prompts', 'picker'] : ['scope', 'none', 'prompts'],
    queryFn: ({ signal }) => api<Prompt[]>('/prompt/prompts', { signal, query: { prompt_type: 'IVA', fetch_all: 1 } }),
    enabled: !!selection && models.has('prompt'),
  });
  const variables = useAccountVariables();
  const tasks = useContentTasks(models.has('task'));

  return useMemo(() => {
    const lists: RefOptions['lists'] = {};
    if (models.has('prompt') && prompts.data) lists.prompt = prompts.data.map((p) => ({ id: p.prompt_id, name: p.prompt_name })).sort(byName);
    if (models.has('variable') && variables.data) lists.variable = variables.data.map((v) => ({ id: v.variable_id, name: v.variable_name })).sort(byName);
    if (models.has('task') && tasks.data) lists.task = tasks.data.map((t) => ({ id: t.task_id, name: t.task_name })).sort(byName);
    if (models.has('node')) {
      lists.node = taskNodes
        .filter((n) => n.node_id !== selfId && n.node_type !== 'condition_label' && n.node_type !== 'same_node')
        .map((n) => ({ id: n.node_id, name: n.node_name }))
        .sort(byName);
    }
    const found: ContentRef[] = [];
    const checked: ContentModel[] = [];
    for (const [model, list] of Object.entries(lists) as [RefModel, RefOption[]][]) {
      checked.push(model);
      found.push(...list.map((o) => ({ model, id: o.id })));
    }
    // The system array variable {{-1}} always exists.
    if (lists.variable) found.push({ model: 'variable', id: -1 });
    const loading = [...models].some((m) => !lists[m]);
    return { lists, loading, exists: checked.length ? lookupFrom(found, checked) : unknownLookup };
  }, [models, prompts.data, variables.data, tasks.data, taskNodes, selfId]);
}
