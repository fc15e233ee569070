import { fill, messages } from '@shared/messages';
import { nowIso, type Db } from '../../db/index';
import { forbidden } from '../../http/errors';
import { noPassword } from '../users/users';
import { belongsTo } from './hosts';

/** What a signed-in identity provider decides about its users. */
export interface IdpPolicy {
  idp_id: number;
  sp_id: number;
  sign_up: string;
  role_id: number | null;
  ac_ids: string;
  /** The mark the user gets (default: the identity provider's, `oidc:<id>`). */
  mark?: string;
}

/** The mark of a user an identity provider manages: they have no password and no My Profile (spec 3 §6). */
export const externalMark = (idpId: number) => `oidc:${idpId}`;

/**
 * The user an identity provider's e-mail address signs in, in one transaction: a user of the provider (a pending
 * invitation is accepted by it and the user becomes external); else, when the identity provider creates users, a new
 * external user with the role and accounts it gives; else a refusal. A user of another provider, or a system user,
 * never signs in through a provider's identity provider.
 */
export async function ssoUser(db: Db, idp: IdpPolicy, email: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select(['user_id', 'user_type', 'is_enabled', 'user_status', 'password_hash', 'idp'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing) {
      if (existing.user_type === 'system' || !(await belongsTo(trx, existing.user_id, idp.sp_id)))
        throw forbidden(fill(messages.sso.notThisProvider, { email }));
      if (existing.is_enabled !== 1) throw forbidden(messages.sso.userDisabled);
      if (existing.user_status !== 1) {
        if (existing.password_hash !== noPassword) throw forbidden(messages.sso.userDisabled);
        await trx
          .updateTable('users')
          .set({ user_status: 1, idp: idp.mark ?? externalMark(idp.idp_id), updated_at: nowIso() })
          .where('user_id', '=', existing.user_id)
          .execute();
      }
      return existing.user_id;
    }
    if (idp.sign_up !== 'create' || idp.role_id === null) throw forbidden(fill(messages.sso.notInvited, { email }));
    const role = await trx
      .selectFrom('roles')
      .select(['id', 'scope'])
      .where('id', '=', idp.role_id)
      .where('is_enabled', '=', 1)
      .executeTakeFirst();
    if (!role || (role.scope !== 'sp' && role.scope !== 'ac')) throw forbidden(fill(messages.sso.notInvited, { email }));
    const wanted = JSON.parse(idp.ac_ids) as number[];
    const acIds = wanted.length
      ? (
          await trx
            .selectFrom('accounts')
            .select('ac_id')
            .where('ac_id', 'in', wanted)
            .where('sp_id', '=', idp.sp_id)
            .where('is_enabled', '=', 1)
            .execute()
        ).map((a) => a.ac_id)
      : [];
    if (wanted.length && !acIds.length) throw forbidden(fill(messages.sso.notInvited, { email }));
    const now = nowIso();
    const userType = acIds.length ? 'ac' : 'sp';
    const { user_id } = await trx
      .insertInto('users')
      .values({
        email,
        display_name: email.split('@')[0],
        password_hash: noPassword,
        language: 'en',
        timezone: null,
        display_date_format: null,
        user_type: userType,
        user_status: 1,
        twofa_enabled: 0,
        twofa_secret: null,
        system_controlled_twofa: 0,
        idp: idp.mark ?? externalMark(idp.idp_id),
        meta: '{}',
        is_enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id, role_id: role.id, scope: role.scope, sp_id: idp.sp_id, ac_id: null }).execute();
    const maps = acIds.length ? acIds.map((ac_id) => ({ user_id, sp_id: idp.sp_id, ac_id })) : [{ user_id, sp_id: idp.sp_id, ac_id: null }];
    await trx.insertInto('user_account_mappings').values(maps).execute();
    return user_id;
  });
}
