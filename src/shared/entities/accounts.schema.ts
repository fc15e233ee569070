import { z } from 'zod';
import { account } from '../api/tenancy';
import { accountFields } from './accounts.fields';
import { accountsMeta } from './accounts.screen';
import { defineEntity } from './define';
import { createShape } from './field-schemas';
import { settingsInput } from './settings';

/** A contact-center domain id as accounts map it (ac_domain_map): letters, digits, '-' and '_'. */
const domainId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _');

/** A create that names no migration state stores the declared S7_GA. */
const accountCreate = z
  .object({
    ...createShape(accountFields, { domain_id: { body: domainId, item: z.string() } }),
    /** Only at system scope (all providers): which provider the account belongs to. At provider scope it is the selected one. */
    sp_id: z.number().int().positive().optional(),
    ac_setting: settingsInput.default({}),
  })
  .strict();

/** Accounts: their data (accounts.ts) and schemas. The provider never changes by an edit (moving an account is its own call). */
export const accountsEntity = defineEntity(accountsMeta, {
  item: account,
  create: accountCreate,
  update: accountCreate.omit({ sp_id: true }).partial().extend({ ac_setting: settingsInput.optional() }),
});
