import { z } from 'zod';
import { secureMask, variableScopes, variableTypes, type Variable } from '@shared/api/content';
import type { Row } from '../../../http/entity-resource';
import { contentRowFields, defineContentResource } from '../content-resource';
import { variablesContent } from '@shared/entities/content';
import { decryptSecret, encryptSecret, isEncrypted } from '../secrets';
import { applyVariableRules, type VariableValues } from './variable-rules';

/** What a variable's answer adds to its declared fields (variableFields): its id, the name, a secure default value as the mask. */
const answerOf = (row: Row): Partial<Variable> => ({
  variable_id: row.variable_id,
  name: row.variable_name,
  ...(row.variable_type === 'secure' && row.default_value != null ? { default_value: secureMask } : {}),
  ...contentRowFields(row),
});

/** Variables (spec 2 §3, §5): types, session or other scope, default value and parameter flags. */
export const variables = defineContentResource(variablesContent, {
  toApi: answerOf,
  // The declared fields are mapped by the content resource; a secure value sent back as the mask means 'unchanged'.
  fromApi: (input, ctx) =>
    input.default_value === secureMask && ctx.existing?.variable_type === 'secure' ? { default_value: ctx.existing.default_value } : {},
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
