import { z } from 'zod';
import { secureMask, variable, variableBody, variableScopes, variableTypes, variableUpdateBody, variableValidateBody, type Variable } from '@shared/api/content';
import type { Row } from '../../../http/entity-resource';
import { asFlag, contentRowFields, defineContentResource } from '../content-resource';
import { variablesContent } from '@shared/entities/content';
import { decryptSecret, encryptSecret, isEncrypted } from '../secrets';
import { applyVariableRules, type VariableValues } from './variable-rules';

function toApi(row: Row): Variable {
  const secure = row.variable_type === 'secure';
  return {
    variable_id: row.variable_id,
    variable_name: row.variable_name,
    name: row.variable_name,
    variable_type: row.variable_type,
    scope: row.scope,
    default_value: secure && row.default_value != null ? secureMask : row.default_value,
    passed_parameter: row.passed_parameter === 1,
    output_parameter: row.output_parameter === 1,
    ...contentRowFields(row),
  };
}

/** Variables (spec 2 §3, §5): types, session or other scope, default value and parameter flags. */
export const variables = defineContentResource(variablesContent, {
  toApi,
  fromApi(input, ctx) {
    const values: Row = {};
    for (const key of ['variable_name', 'variable_type', 'scope', 'folder_id']) if (input[key] !== undefined) values[key] = input[key];
    for (const key of ['passed_parameter', 'output_parameter']) if (input[key] !== undefined) values[key] = asFlag(input[key]);
    if (input.default_value !== undefined) {
      // A secure value comes back from the client as the mask: that means 'unchanged'.
      const unchanged = input.default_value === secureMask && ctx.existing?.variable_type === 'secure';
      values.default_value = unchanged ? ctx.existing!.default_value : input.default_value;
    }
    if (ctx.mode === 'create') return { scope: 'session', default_value: null, passed_parameter: 0, output_parameter: 0, ...values };
    return values;
  },
  listCache: true,
  filters: { variable_type: z.enum(variableTypes).optional(), scope: z.enum(variableScopes).optional() },
  beforeWrite(values, ctx) {
    const secret = ctx.services.config.signingSecret;
    const stored = values.default_value;
    // A stored secret is decrypted only to be stored again as a secret: a variable that stops being
    // secure loses it, so its value can never be answered in clear.
    const staysSecure = values.variable_type === 'secure';
    const plain = isEncrypted(stored) ? (staysSecure ? decryptSecret(stored, secret) : null) : stored;
    const ruled = applyVariableRules({ ...values, default_value: plain ?? null } as Row & VariableValues, ctx.mode);
    if (ruled.variable_type === 'secure' && ruled.default_value) ruled.default_value = encryptSecret(ruled.default_value, secret);
    return ruled;
  },
});
