import { limits } from '../limits';
import type { FieldList } from './fields';

/**
 * An account's own fields, declared once (docs/entities.md "Fields: each declared once"): the schemas
 * (accounts.schema.ts, api/tenancy.ts), the answer and the columns (modules/tenancy/accounts.ts), and the list's
 * columns, search and form of its screen part all read them. Its provider (chosen at system scope, changed only by a
 * move), its settings (one JSON object merged on update) and its domain map are given beside them.
 */
export const accountFields = {
  ac_name: {
    type: 'text',
    required: true,
    max: 100,
    searchable: true,
    listed: { label: 'accounts.fields.ac_name' },
    form: { label: 'accounts.fields.ac_name' },
  },
  label: { type: 'text', max: 100, nullable: true, searchable: true, form: { label: 'accounts.fields.label' } },
  /** Set by the logo upload. */
  logopath: { type: 'text', nullable: true, fixed: true },
  /** 1 when created; the account's own switch, beside its row's state. */
  account_enabled: { type: 'integer', fixed: true },
  /** A contact-center domain id (accounts.schema.ts checks its form); ac_domain_map follows it. */
  domain_id: {
    type: 'text',
    nullable: true,
    searchable: true,
    listed: { label: 'accounts.fields.domain_id', width: 0.13, kind: 'code' },
    form: { label: 'accounts.fields.domain_id' },
  },
  migration_state: {
    type: 'choice',
    options: limits.migrationStates,
    default: 'S7_GA',
    listed: { label: 'accounts.fields.migration_state', width: 0.2, kind: 'choice' },
    form: { label: 'accounts.fields.migration_state' },
  },
} as const satisfies FieldList;
