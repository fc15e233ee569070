import { z } from 'zod';
import { account } from '../api/tenancy';
import { limits } from '../limits';
import { messages } from '../messages';
import { accountsMeta } from './accounts.screen';
import { defineEntity } from './define';
import { settingsInput } from './settings';

/** A contact-center domain as accounts map it (ac_domain_map): the platform's domain id, a number of up to 20 digits. */
const domainId = z
  .string()
  .trim()
  .regex(/^[0-9]{1,20}$/, messages.entities.domainForm);

const accountCreate = z
  .object({
    ac_name: z.string().trim().min(1).max(100),
    /** Only at system scope (all providers): which provider the account belongs to. At provider scope it is the selected one. */
    sp_id: z.number().int().positive().optional(),
    label: z.string().trim().max(100).nullable().optional(),
    domain_id: domainId.nullable().optional(),
    migration_state: z.enum(limits.migrationStates).default('S7_GA'),
    ac_setting: settingsInput.default({}),
  })
  .strict();

/** Accounts: their data (accounts.ts) and schemas. The provider never changes by an edit (moving an account is its own call). */
export const accountsEntity = defineEntity(accountsMeta, {
  item: account,
  create: accountCreate,
  update: accountCreate
    .omit({ sp_id: true })
    .partial()
    .extend({ migration_state: z.enum(limits.migrationStates).optional(), ac_setting: settingsInput.optional() }),
});
