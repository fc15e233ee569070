import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { flagAnswer, showFeatureBody, type ShowFeatureBody } from '@shared/api/feature-flags';
import { limits } from '@shared/limits';
import { jsonDepth } from '../../http/json-body';
import { evaluateFlag, type FlagTarget } from './evaluate';
import { accountRows } from '../../http/tenant-repo';

const idOrNull = (v: number | 'all' | null | undefined) => (typeof v === 'number' ? v : null);

/** Any failure — a malformed body, an unknown flag, a database error — answers false, never an error. */
export async function featureFlagRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // In this plugin only: unreadable bodies (broken JSON, other content types) reach the handler as null, which answers false.
  const lenient = (_req: unknown, body: string, done: (err: null, value: unknown) => void) => {
    try {
      done(null, body && jsonDepth(body) <= limits.jsonMaxDepth ? JSON.parse(body) : null);
    } catch {
      done(null, null);
    }
  };
  root.removeContentTypeParser('application/json');
  root.addContentTypeParser('application/json', { parseAs: 'string' }, lenient);
  root.addContentTypeParser('*', { parseAs: 'string' }, lenient);
  const answer = (flag_state: boolean) => ({ data: { message: 'success', flag_state } });
  const route = {
    config: { public: true },
    schema: { tags: ['feature-flags'], body: z.unknown(), response: { 200: envelope(flagAnswer) } },
  };

  async function check(request: FastifyRequest, anonymous: boolean, needsForm: boolean) {
    const parsed = showFeatureBody.safeParse(request.body);
    if (!parsed.success) return answer(false);
    const body: ShowFeatureBody = parsed.data;
    if (needsForm && !body.formTypeName) return answer(false);
    const user = request.auth?.user ?? null;
    if (!anonymous && !user) return answer(false);
    const target: FlagTarget | null = anonymous
      ? null
      : {
          user_id: user!.user_id,
          sp_id: idOrNull(body.sp_id),
          ac_id: idOrNull(body.ac_id),
          domain_id: body.domainId ?? null,
          form_type: body.formTypeName ?? null,
        };
    // The targeting ids come from the body, but only tenants the user can see count.
    if (target && !mayTarget(request, target)) return answer(false);
    try {
      // Without a domain named, the account's own: the answer then matches the server's gate of the same flag.
      if (target && target.domain_id === null && target.ac_id !== null) {
        const account = await accountRows(root.studio.db, target.ac_id).selectFrom('accounts').select('domain_id').executeTakeFirst();
        target.domain_id = account?.domain_id ?? null;
      }
      return answer(await evaluateFlag(root.studio.db, body.feature, target));
    } catch (e) {
      request.log.warn({ err: e }, 'feature flag check failed; answering false');
      return answer(false);
    }
  }

  // The spec's paths are under /launch-darkly/ (spec 3 §7); /feature-flags/ stays for callers of the older paths.
  for (const prefix of ['/launch-darkly', '/feature-flags']) {
    app.post(`${prefix}/show-feature`, route, (request) => check(request, false, false));
    app.post(`${prefix}/show-feature-anonymous`, route, (request) => check(request, true, false));
    app.post(`${prefix}/show-open-form-feature`, route, (request) => check(request, false, true));
  }
}

function mayTarget(request: FastifyRequest, target: FlagTarget): boolean {
  const options = request.auth!.user.account_mappings;
  if (target.sp_id !== null && !options.some((o) => o.sp_id === target.sp_id)) return false;
  if (target.ac_id !== null && !options.some((o) => o.accounts.some((a) => a.ac_id === target.ac_id))) return false;
  return true;
}
