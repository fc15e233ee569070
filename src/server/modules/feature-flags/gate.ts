import type { FastifyRequest } from 'fastify';
import { shellMessages } from '@shared/messages-core';
import { forbidden } from '../../http/errors';
import { evaluateFlag } from './evaluate';
import { accountRows } from '../../http/tenant-repo';

export { gatingFlags } from '@shared/gating-flags';

/**
 * Is the flag on for the request's user, provider, account and the account's domain. A failed check counts as off
 * (spec 2 §6): the reason goes to the log, never to the caller.
 */
export async function flagIsOn(request: FastifyRequest, feature: string): Promise<boolean> {
  if (!request.scope || !request.auth) return false;
  const { selection } = request.scope;
  const db = request.server.studio.db;
  const acId = selection.acId === 'all' ? null : selection.acId;
  try {
    const account = acId === null ? null : await accountRows(db, acId).selectFrom('accounts').select('domain_id').executeTakeFirst();
    return await evaluateFlag(db, feature, {
      user_id: request.auth.user.user_id,
      sp_id: selection.spId === 'all' ? null : selection.spId,
      ac_id: acId,
      domain_id: account?.domain_id ?? null,
      form_type: null,
    });
  } catch (e) {
    request.log.warn({ err: e, feature }, 'feature flag check failed; counting it as off');
    return false;
  }
}

/** Refuses the call (403) when the flag is off: by default with the spec's 'This feature is not provisioned in your business plan'. */
export async function requireFlag(request: FastifyRequest, feature: string, message: string = shellMessages.notProvisioned): Promise<void> {
  if (!(await flagIsOn(request, feature))) throw forbidden(message);
}
