import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@shared/api/common';
import {
  authOptions,
  authProfileId,
  authProfileQuery,
  authStoredResult,
  authProfileTypes,
  authTestInput,
  authTokenAnswer,
  oauth2Flows,
  profileTestAnswer,
} from '@shared/api/integration-profiles';
import { authProfilesEntity } from '@shared/entities/auth-profiles.schema';
import { authProfileFields } from '@shared/entities/auth-profiles.fields';
import { fieldsToApi } from '@shared/entities/field-values';
import { fill, messages } from '@shared/messages';
import { nowIso } from '../../db/index';
import { defineEntityResource, type Row } from '../../http/entity-resource';
import { unprocessable } from '../../http/errors';
import { whereTenant } from '../../http/tenant-repo';
import { forgetToken, profileToken, TokenFailure, type AuthProfileRow } from './auth-token';
import { declaredProfileColumns, signingSecret, unsealed } from './profile-values';

/**
 * Auth profiles of an account or of a provider (spec 3 §7 /authprofile; tenant 'sp-or-ac': the provider's own at
 * provider scope, the account's at an account): Basic (a user name and password) or OAuth2 client credentials (a token
 * URL, client id and secret, a scope). Secrets are stored encrypted and answered as the mask; a profile of a type must
 * have what that type sends.
 */
export const authProfiles = defineEntityResource(authProfilesEntity, {
  toApi: async (_db, rows: Row[]) =>
    rows.map((r) => ({
      auth_profile_id: r.auth_profile_id,
      sp_id: r.sp_id ?? null,
      ac_id: r.ac_id ?? null,
      ...fieldsToApi(authProfileFields, r),
      is_enabled: r.is_enabled,
      updated_at: r.updated_at,
    })),
  fromApi: (input, ctx) => declaredProfileColumns(authProfileFields, input, ctx.mode, signingSecret(ctx.request)),
  async beforeWrite(values: Row) {
    const row: Row = { timeout_seconds: 10, ...values };
    if (row.auth_profile_type === 'Basic') {
      if (!row.username || !row.password)
        throw unprocessable(messages.integrations.basicIncomplete, [`username: ${messages.integrations.basicIncomplete}`]);
      return { ...row, oauth2_flow: null };
    }
    if (!row.token_url || !row.client_id || !row.client_secret)
      throw unprocessable(messages.integrations.oauthIncomplete, [`token_url: ${messages.integrations.oauthIncomplete}`]);
    return { ...row, oauth2_flow: row.oauth2_flow ?? 'client_credentials' };
  },
  afterChange: (request, rows) => {
    for (const r of rows) forgetToken(request.server.studio.config, r.auth_profile_id as number);
  },
});

/** The test, options and token calls of /authprofile (spec 3 §7) beside the generated resource. */
export async function authProfileRoutes(root: FastifyInstance) {
  await root.register(authProfiles.routes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['AuthProfile'];
  const db = () => root.studio.db;

  app.get(
    '/authprofile/options',
    {
      config: { access: (request) => authProfiles.authorize(request, 'read') },
      schema: { tags, response: { 200: envelope(authOptions) } },
    },
    async (request) => {
      authProfiles.authorize(request, 'read');
      return { data: { auth_profile_types: [...authProfileTypes], oauth2_flows: [...oauth2Flows] } };
    },
  );

  // Fetches a real token from the token endpoint (Basic: checks the credentials are complete), and stores the result on the profile.
  app.post(
    '/authprofile/test-connection',
    {
      config: { access: (request) => authProfiles.authorize(request, 'write') },
      schema: { tags, body: authTestInput, response: { 200: envelope(profileTestAnswer) } },
    },
    async (request) => {
      const tenant = authProfiles.authorize(request, 'write');
      const row = (await authProfiles.find(db(), tenant, request.body.auth_profile_id)) as AuthProfileRow & Row;
      const secret = signingSecret(request);
      let answer: { success: boolean; message: string };
      if (row.auth_profile_type === 'Basic') {
        const complete = !!row.username && unsealed(row.password, secret) !== null;
        answer = { success: complete, message: complete ? messages.integrations.basicWorks : messages.integrations.basicIncomplete };
      } else {
        try {
          const token = await profileToken(root.studio.config, row, secret, { fresh: true });
          const seconds = token.expiresAt === null ? 300 : Math.round((token.expiresAt - Date.now()) / 1000);
          answer = { success: true, message: fill(messages.integrations.tokenFetched, { type: token.type, seconds }) };
        } catch (e) {
          if (!(e instanceof TokenFailure)) throw e;
          answer = { success: false, message: e.message };
        }
      }
      // storeResult: the last test stays on the profile (its answers show when and how it went).
      await whereTenant(
        db()
          .updateTable('auth_profiles')
          .set({ last_tested_at: nowIso(), last_test_success: answer.success ? 1 : 0, last_test_message: answer.message })
          .where('auth_profile_id', '=', row.auth_profile_id),
        tenant,
      ).execute();
      return { data: answer };
    },
  );

  // The stored result of the profile's last connection test (test-connection stores it): when, whether it worked, and its words.
  app.get(
    '/authprofile/storeResult',
    {
      config: { access: (request) => authProfiles.authorize(request, 'read') },
      schema: { tags, querystring: authProfileQuery, response: { 200: envelope(authStoredResult) } },
    },
    async (request) => {
      const tenant = authProfiles.authorize(request, 'read');
      const row = await authProfiles.find(db(), tenant, request.query.auth_profile_id, true);
      return {
        data: {
          auth_profile_id: row.auth_profile_id as number,
          tested_at: (row.last_tested_at as string | null) ?? null,
          success: row.last_test_success === null || row.last_test_success === undefined ? null : row.last_test_success === 1,
          message: (row.last_test_message as string | null) ?? null,
        },
      };
    },
  );

  // The profile's token as a step would use it (kept until shortly before it expires): its kind and expiry, never the token itself.
  app.post(
    '/authprofile/get-auth-profile-token',
    {
      config: { access: (request) => authProfiles.authorize(request, 'write') },
      schema: { tags, body: authProfileId, response: { 200: envelope(authTokenAnswer) } },
    },
    async (request) => {
      const tenant = authProfiles.authorize(request, 'write');
      const row = (await authProfiles.find(db(), tenant, request.body.auth_profile_id)) as AuthProfileRow & Row;
      if (row.auth_profile_type !== 'OAuth2_CC') throw unprocessable(messages.integrations.tokenNotOAuth);
      try {
        const token = await profileToken(root.studio.config, row, signingSecret(request));
        return {
          data: {
            token_type: token.type,
            expires_at: token.expiresAt === null ? null : new Date(token.expiresAt).toISOString(),
            cached: token.cached,
          },
        };
      } catch (e) {
        if (e instanceof TokenFailure) throw unprocessable(e.message);
        throw e;
      }
    },
  );
}
