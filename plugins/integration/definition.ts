import { z } from 'zod';
import {
  checkIntoVariables,
  checkNamedValues,
  contentId,
  defineNode,
  intoVariables,
  namedValues,
  outcomeBranches,
  branch,
  filledValues,
  service,
  valueAtPath,
} from '@shared/plugin-api';

/**
 * Runs one of the account's JavaScript functions (a CRM lookup, a calculation) with parameters taken from the
 * flow, and stores what it returns: returned keys into variables. A thrown error or timeout follows Failure.
 */
export default defineNode({
  type: 'integration',
  category: 'multiple_child',
  group: 'Services',
  label: {
    en: 'Integration',
    de: 'Integration',
    fr: 'Intégration',
    'fr-CA': 'Intégration',
    es: 'Integración',
    it: 'Integrazione',
    'pt-BR': 'Integração',
  },
  icon: 'application',
  keywords: ['javascript', 'function', 'script', 'crm', 'custom code', 'lookup'],
  /** Integration: the JavaScript function and its parameters, and where its results go. */
  editor: {
    sections: [
      { title: 'function', keys: ['javascript_function_id', 'parameters'] },
      { title: 'result', keys: ['result_mappings', 'return_variable_id'] },
    ],
  },
  config: z.object({
    javascript_function_id: contentId('javascript_function', { required: 'JavaScript function' }),
    /** Function parameter → value (may reference variables). */
    parameters: namedValues(30),
    /** Returned key → variable (a key-value-list return type). */
    result_mappings: intoVariables(50),
    /** Receives the whole return value (optional). */
    return_variable_id: contentId('variable'),
  }),
  validate: (config, ctx) => [
    ...checkNamedValues(ctx, config.parameters, 'parameters', 'Parameter name'),
    ...checkIntoVariables(ctx, config.result_mappings, 'result_mappings', 'Returned key'),
  ],
  branches: () => outcomeBranches(),
  /**
   * Runs the function in the sandbox (its own timeout) with the parameters by name, variables filled in. Success
   * stores the whole return value and each mapped key (a path such as data.items[0].name); a thrown error, a timeout or
   * a parameter the function does not have is reported on the node and follows Failure.
   */
  async run(config, ctx) {
    if (config.javascript_function_id === null) throw new Error('Integration has no function: choose the JavaScript function to run.');
    let result;
    try {
      result = await service(
        ctx,
        'runFunction',
        'JavaScript functions',
      )(config.javascript_function_id, filledValues(ctx, config.parameters));
    } catch (e) {
      ctx.emit({ type: 'error', message: e instanceof Error ? e.message : String(e) });
      return branch('failure');
    }
    if (config.return_variable_id !== null) ctx.set(config.return_variable_id, result);
    for (const m of config.result_mappings) if (m.variable_id !== null) ctx.set(m.variable_id, valueAtPath(result, m.source));
    return branch('success');
  },
});
