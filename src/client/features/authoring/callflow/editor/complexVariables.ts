import type { ComplexVariable } from '@shared/api/content-services';
import { api } from '@client/api/http';
import type { RefOption } from './refSources';

/**
 * GET /content/get_complex_variables?task_id= (spec 2 §7): the variables a setting can fill with a structure — the
 * default array variable (-1) first, then the account's enabled array, payment and xsip variables by name.
 */
export const fetchComplexVariables = (taskId: number | undefined, signal?: AbortSignal) =>
  api<ComplexVariable[]>('/content/get_complex_variables', { signal, query: { task_id: taskId } });

/** The picker's options in the server's order (the default array variable first), each id once. */
export function complexVariableOptions(rows: readonly ComplexVariable[]): RefOption[] {
  const seen = new Set<number>();
  const options: RefOption[] = [];
  for (const row of rows) {
    if (seen.has(row.variable_id)) continue;
    seen.add(row.variable_id);
    options.push({ id: row.variable_id, name: row.variable_name });
  }
  return options;
}
