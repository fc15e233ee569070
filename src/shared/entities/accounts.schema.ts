import { z } from 'zod';
import { account } from '../api/tenancy';
import { messages } from '../messages';
import { accountFields } from './accounts.fields';
import { accountsMeta } from './accounts.screen';
import { defineEntity } from './define';
import { createShape } from './field-schemas';
import { settingsInput } from './settings';

/** A contact-center domain as accounts map it (ac_domain_map): the platform's domain id, a number of up to 20 digits. */
const domainId = z
  .string()
  .trim()
  .regex(/^[0-9]{1,20}$/, messages.entities.domainForm);

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
