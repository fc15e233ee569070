import { z } from 'zod';
import {
  checkIntoVariables,
  checkNamedValues,
  checkRef,
  contentId,
  defineNode,
  intoVariables,
  namedValues,
  outcomeBranches,
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
    javascript_function_id: contentId('javascript_function'),
    /** Function parameter → value (may reference variables). */
    parameters: namedValues(30),
    /** Returned key → variable (a key-value-list return type). */
    result_mappings: intoVariables(50),
    /** Receives the whole return value (optional). */
    return_variable_id: contentId('variable'),
  }),
  validate: (config, ctx) => [
    ...checkRef(ctx, 'javascript_function', config.javascript_function_id, 'javascript_function_id', 'JavaScript function'),
    ...checkNamedValues(ctx, config.parameters, 'parameters', 'Parameter name'),
    ...checkIntoVariables(ctx, config.result_mappings, 'result_mappings', 'Returned key'),
    ...checkRef(ctx, 'variable', config.return_variable_id, 'return_variable_id', 'Return variable', false),
  ],
  branches: () => outcomeBranches(),
});
