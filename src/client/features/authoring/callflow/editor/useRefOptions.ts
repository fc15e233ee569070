import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FlowNode } from '@shared/api/flow';
import type { ContentModel, ContentRef, ValidateContext } from '@shared/plugin-api';
import { isPickerModel, lookupFrom, pickerModels, unknownLookup } from '@shared/plugin-api';
import { useSession } from '@client/session/store';
import { idleKey, contentKeys } from '@client/api/queryKeys';
import { contentApi, useContentTasks } from '../../content/api';
import { fetchLinkTasks, linkTaskOptions, type CurrentTask } from './linkTasks';
import { complexVariableOptions, fetchComplexVariables } from './complexVariables';
import { allItems, listedModels, refListKey, refSources, type ListedModel, type RefOption } from './refSources';
import type { FieldSpec, RefModel } from '@shared/plugin-api/editor-fields';

export type { RefOption };

export interface RefOptions {
  /** The choices per model; undefined while that list loads (or is not needed). */
  lists: Partial<Record<RefModel, RefOption[]>>;
  /** Models whose list could not be loaded (no permission, a feature that is off, a failed call). */
  failed: ReadonlySet<RefModel>;
  loading: boolean;
  /** validate()'s exists(), answering only for the lists that are loaded. */
  exists: ValidateContext['exists'];
  /** The task edited in, when there is one (link_task's picker and its create-in-place). */
  task?: CurrentTask;
}

/** The models the fields pick from, nested rows included. */
export function refModels(fields: readonly FieldSpec[]): Set<RefModel> {
  const out = new Set<RefModel>();
  const walk = (f: FieldSpec) => {
    if (f.kind === 'ref') out.add(f.model);
    // A narrowed picker's choice may be any item of its model: existence is checked against the whole list.
    if (f.kind === 'ref' && isPickerModel(f.model)) out.add(pickerModels[f.model]);
    // Expressions name variables: existence checks and names need the list.
    if (f.kind === 'expression') out.add('variable');
    if (f.kind === 'object') f.fields.forEach(walk);
    if (f.kind === 'list') walk(f.item);
  };
  fields.forEach(walk);
  return out;
}

/**
 * validate()'s exists() over the loaded lists. A picker model's items are its content model's (complex variables are
 * variables), but only a model's whole list says that an id is gone; the system array variable {{-1}} always exists.
 */
export function refLookup(lists: RefOptions['lists']): ValidateContext['exists'] {
  const found: ContentRef[] = [];
  const checked: ContentModel[] = [];
  for (const [model, list] of Object.entries(lists) as [RefModel, RefOption[]][]) {
    if (isPickerModel(model)) {
      found.push(...list.map((o) => ({ model: pickerModels[model], id: o.id })));
      continue;
    }
    checked.push(model);
    found.push(...list.map((o) => ({ model, id: o.id })));
  }
  if (lists.variable) found.push({ model: 'variable', id: -1 });
  return found.length || checked.length ? lookupFrom(found, checked) : unknownLookup;
}

const byName = (a: RefOption, b: RefOption) => a.name.localeCompare(b.name) || a.id - b.id;

/** The rows of each list as they are: structurally shared by the query observer, so unchanged lists keep their identity. */
const rowsOf = (results: UseQueryResult<unknown[]>[]) => results.map((r) => ({ data: r.data, failed: r.isError }));

/**
 * The account's content of every model the fields pick from (the content library's list calls, only for the
 * models needed), the tasks and this task's nodes. With the task edited in, the tasks are those it may link to
 * (GET /studio/tasks/get-link-task-list/{id}); without, every task of the account (the canvas's badges).
 */
export function useRefOptions(
  fields: readonly FieldSpec[],
  taskNodes: readonly FlowNode[],
  selfId: number | null,
  task?: CurrentTask,
): RefOptions {
  const models = useMemo(() => refModels(fields), [fields]);
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  const listed = useMemo(() => listedModels.filter((m) => models.has(m)), [models]);
  const results = useQueries({
    queries: listed.map((model) => ({
      queryKey: selection ? refListKey(selection, model) : idleKey('content', model),
      queryFn: ({ signal }: { signal: AbortSignal }) => contentApi.list(refSources[model], allItems, signal),
      enabled: !!selection,
    })),
    combine: rowsOf,
  });
  // Tasks: only those a link_task node here may link to without recursion (never this task itself).
  const taskId = task?.id ?? 0;
  const linkable = useQuery({
    queryKey: selection ? contentKeys.linkTargets(selection, taskId) : idleKey('link-targets', taskId),
    queryFn: ({ signal }) => fetchLinkTasks(taskId, signal),
    enabled: !!selection && models.has('task') && !!task,
  });
  const all = useContentTasks(models.has('task') && !task);
  const tasks = task ? linkable : all;
  const complex = useQuery({
    queryKey: selection ? contentKeys.complexVariablesOf(selection, task?.id) : idleKey('complex-variables'),
    queryFn: ({ signal }) => fetchComplexVariables(task?.id, signal),
    enabled: !!selection && models.has('complex_variable'),
  });

  return useMemo(() => {
    const lists: RefOptions['lists'] = {};
    const failed = new Set<RefModel>();
    listed.forEach((model: ListedModel, i) => {
      const { data, failed: broken } = results[i] ?? {};
      if (broken) failed.add(model);
      if (data) lists[model] = (data as Record<string, unknown>[]).map(refSources[model].option).sort(byName);
    });
    if (models.has('task') && task && linkable.data) lists.task = linkTaskOptions(linkable.data, task.id);
    if (models.has('task') && !task && all.data) lists.task = all.data.map((t) => ({ id: t.task_id, name: t.task_name })).sort(byName);
    if (models.has('task') && tasks.isError) failed.add('task');
    if (models.has('complex_variable') && complex.data) lists.complex_variable = complexVariableOptions(complex.data);
    if (models.has('complex_variable') && complex.isError) failed.add('complex_variable');
    if (models.has('node')) {
      lists.node = taskNodes
        .filter((n) => n.node_id !== selfId && n.node_type !== 'condition_label' && n.node_type !== 'same_node')
        .map((n) => ({ id: n.node_id, name: n.node_name }))
        .sort(byName);
    }
    const loading = [...models].some((m) => !lists[m] && !failed.has(m));
    return { lists, failed, loading, exists: refLookup(lists), task };
  }, [models, listed, results, linkable.data, all.data, tasks.isError, complex.data, complex.isError, taskNodes, selfId, task]);
}
