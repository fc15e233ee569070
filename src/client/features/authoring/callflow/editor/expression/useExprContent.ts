import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { JavascriptFunction } from '@shared/api/content-more';
import { namesFrom, type NamedItem, type Names, type TypeLookups } from '@shared/expr';
import { api } from '@client/api/http';
import { useSession } from '@client/session/store';
import { idleKey, contentKeys } from '@client/api/queryKeys';
import { useAccountVariables } from '../../../content/api';

export interface ExprFunction extends NamedItem {
  parameters: string[];
  returnType: string;
}

export interface ExprContent {
  variables: NamedItem[];
  functions: ExprFunction[];
  /** Names both ways for the text form ({{Age}} ↔ variable 13, @formatCard ↔ function 7). */
  names: Names;
  /** Function return types for the operator choice of a comparison. */
  lookups: TypeLookups;
  /** Whether the lists are there (text printed before shows ids). */
  ready: boolean;
}

const byName = (a: NamedItem, b: NamedItem) => a.name.localeCompare(b.name) || a.id - b.id;

/** The account's variables and JavaScript functions, the names the expression text form shows. */
export function useExprContent(): ExprContent {
  const selection = useSession((s) => (s.selection && s.selection.acId !== 'all' ? s.selection : null));
  const variables = useAccountVariables();
  const functions = useQuery({
    queryKey: selection ? contentKeys.expressionFunctions(selection) : idleKey('javascripts'),
    queryFn: ({ signal }) => api<JavascriptFunction[]>('/javascriptfunction', { signal, query: { fetch_all: 1 } }),
    enabled: !!selection,
    staleTime: 60_000,
  });
  return useMemo(() => {
    const vars = (variables.data ?? []).map((v) => ({ id: v.variable_id, name: v.variable_name })).sort(byName);
    const fns = (functions.data ?? [])
      .map((f) => ({
        id: f.javascript_function_id,
        name: f.name,
        parameters: f.javascript_function_parameters.map((p) => p.name),
        returnType: f.function_return_type,
      }))
      .sort(byName);
    const returns = new Map(fns.map((f) => [f.id, f.returnType]));
    return {
      variables: vars,
      functions: fns,
      names: namesFrom({ variables: vars, functions: fns }),
      lookups: { functionReturnType: (id) => returns.get(id) },
      ready: !!variables.data && !functions.isPending,
    };
  }, [variables.data, functions.data, functions.isPending]);
}
