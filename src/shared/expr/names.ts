/**
 * Names of variables and JavaScript functions for the text form. The AST stores ids; the text shows
 * `{{Customer_name}}` and `@formatCard(...)` when names are known, `{{12}}` and `@7(...)` when not.
 */
export interface Names {
  variableName?(id: number): string | undefined;
  variableId?(name: string): number | undefined;
  functionName?(id: number): string | undefined;
  functionId?(name: string): number | undefined;
}

export interface NamedItem {
  id: number;
  name: string;
}

/** Both directions over lists of variables and functions (the first item of a duplicated name wins). */
export function namesFrom(lists: { variables?: readonly NamedItem[]; functions?: readonly NamedItem[] }): Names {
  const index = (items: readonly NamedItem[]) => {
    const byId = new Map<number, string>();
    const byName = new Map<string, number>();
    for (const item of items) {
      byId.set(item.id, item.name);
      if (!byName.has(item.name.trim())) byName.set(item.name.trim(), item.id);
    }
    return { byId, byName };
  };
  const v = index(lists.variables ?? []);
  const f = index(lists.functions ?? []);
  return {
    variableName: (id) => v.byId.get(id),
    variableId: (name) => v.byName.get(name.trim()),
    functionName: (id) => f.byId.get(id),
    functionId: (name) => f.byName.get(name.trim()),
  };
}

/** A variable name the braces can hold unambiguously: not empty, no braces, not a number, no edge spaces. */
export const printableVariableName = (name: string | undefined): name is string =>
  !!name && name === name.trim() && !/[{}]/.test(name) && !/^-?\d+$/.test(name);

/** A function name printable after @: a JavaScript identifier (the content rule for function names). */
export const printableFunctionName = (name: string | undefined): name is string => !!name && /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name);
