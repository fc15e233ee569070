import type { XsiProfile } from '@shared/api/broadworks';
import { fieldsFromApi, fieldsToApi } from '@shared/entities/field-values';
import { xsiProfileFields } from '@shared/entities/xsi-profiles.fields';
import { xsiProfilesEntity } from '@shared/entities/xsi-profiles.schema';
import { fill, messages } from '@shared/messages';
import type { Db } from '../../db/index';
import { defineEntityResource, type EntityWriteContext, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { encryptSecret } from '../content/secrets';
import { signingSecret } from '../profiles/profile-values';
import { accountRows } from '../../http/tenant-repo';

const m = messages.broadworks;
const refuse = (field: string, text: string) => unprocessable(text, [`${field}: ${text}`]);

async function toApi(db: Db, rows: Row[]): Promise<XsiProfile[]> {
  const acIds = [...new Set(rows.map((r) => r.ac_id as number))];
  const accounts = acIds.length ? await db.selectFrom('accounts').select(['ac_id', 'ac_name']).where('ac_id', 'in', acIds).execute() : [];
  return rows.map(
    (r) =>
      ({
        xsi_profile_id: r.xsi_profile_id,
        sp_id: r.sp_id,
        ac_name: accounts.find((a) => a.ac_id === r.ac_id)?.ac_name ?? null,
        ...fieldsToApi(xsiProfileFields, r),
        is_enabled: r.is_enabled,
        updated_at: r.updated_at,
      }) as XsiProfile,
  );
}

/** The declared fields to columns; the password sealed with the studio's secret (the mask sent back keeps the stored one). */
function fromApi(input: Row, ctx: EntityWriteContext): Row {
  const values = fieldsFromApi(xsiProfileFields, input, ctx.mode);
  if (typeof values.password === 'string' && values.password !== '')
    values.password = encryptSecret(values.password, signingSecret(ctx.request));
  else if (values.password === '') values.password = null;
  return values;
}

/**
 * A profile belongs to one enabled account of its provider, chosen when it is made; it needs a password to sign in
 * (kept when an update leaves it out or sends the mask).
 */
async function beforeWrite(values: Row, ctx: EntityWriteContext): Promise<Row> {
  if (ctx.mode === 'update') {
    if (values.password === null) throw refuse('password', m.passwordNeeded);
    return values;
  }
  if (values.sp_id == null) throw refuse('sp_id', messages.entities.providerRequired);
  if (!values.password) throw refuse('password', m.passwordNeeded);
  const account = await accountRows(ctx.trx, values.ac_id)
    .selectFrom('accounts')
    .select('ac_id')
    .where('sp_id', '=', values.sp_id)
    .where('is_enabled', '=', 1)
    .executeTakeFirst();
  if (!account) throw refuse('ac_id', fill(m.accountNotFound, { id: values.ac_id }));
  return { description: null, ...values };
}

/**
 * XSI profiles (spec 3 §4: deleting disables, undo restores): a provider's account's XSI server, user and
 * password. A disabled profile's subscriptions stay, paused: nothing reaches their tasks until it is restored.
 */
export const xsiProfiles = defineEntityResource(xsiProfilesEntity, { toApi, fromApi, beforeWrite });
