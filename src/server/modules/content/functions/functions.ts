import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shared/api/common';
import { completionItem, functionName, functionTestAnswer, functionTestBody } from '@shared/api/content-more';
import { fill, messages } from '@shared/messages';
import { requireContentAccount } from '../../../http/access';
import type { Row } from '../../../http/entity-resource';
import { unprocessable } from '../../../http/errors';
import { contentRowFields, defineContentResource } from '../content-resource';
import { functionsContent } from '@shared/entities/content';
import { runInSandbox } from './sandbox';
import { accountRows } from '../../../http/tenant-repo';

type Param = { name: string };

function parseParams(text: unknown): Param[] {
  try {
    const list = JSON.parse(String(text ?? '[]'));
    return Array.isArray(list) ? list.filter((p) => typeof p?.name === 'string').map((p) => ({ name: p.name })) : [];
  } catch {
    return [];
  }
}

/** What a function's answer adds to its declared fields (functionFields): its id, and its parameters each with a name only. */
const answerOf = (row: Row): Row => ({
  javascript_function_id: row.javascript_function_id,
  javascript_function_parameters: parseParams(row.parameters),
  ...contentRowFields(row),
});

/**
 * JavaScript functions (spec 2 §3, §7, §9): name, parameters, return type (KVLIST among them), is_log
 * and the body's code. max_timeout is 5590 ms, set on create; values a client sends are ignored.
 */
export const javascriptFunctions = defineContentResource(functionsContent, {
  toApi: answerOf,
});

/** Arguments by parameter name become positional ones. */
function positional(args: unknown, params: readonly Param[]): unknown[] {
  if (Array.isArray(args)) return args;
  if (!args || typeof args !== 'object') return [];
  return params.map((p) => (args as Record<string, unknown>)[p.name] ?? null);
}

/** The calls beside CRUD: names, completion items, and a test run in the sandbox. */
export async function javascriptFunctionRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['JavascriptFunction'];
  const db = () => root.studio.db;

  app.get(
    '/javascriptfunction/names',
    {
      config: { access: (request) => javascriptFunctions.authorize(request, 'read') },
      schema: { tags, response: { 200: envelope(z.array(functionName)) } },
    },
    async (request) => {
      const acId = javascriptFunctions.authorize(request, 'read');
      const rows = await accountRows(db(), acId)
        .selectFrom('javascript_functions')
        .select(['javascript_function_id', 'name'])
        .where('is_enabled', '=', 1)
        .where('is_archived', '=', 0)
        .orderBy('name')
        .execute();
      return { data: rows };
    },
  );

  app.get(
    '/javascriptfunction/context-autocomplete-function',
    {
      config: {
        access: (request) =>
          requireContentAccount(request, ['build.content.functions', 'build.content.variables'], 'read', 'javascript functions'),
      },
      schema: { tags, response: { 200: envelope(z.array(completionItem)) } },
    },
    async (request) => {
      const acId = requireContentAccount(request, ['build.content.functions', 'build.content.variables'], 'read', 'javascript functions');
      const [variables, functions] = await Promise.all([
        accountRows(db(), acId)
          .selectFrom('variables')
          .select(['variable_name', 'variable_type'])
          .where('is_enabled', '=', 1)
          .where('is_archived', '=', 0)
          .orderBy('variable_name')
          .execute(),
        accountRows(db(), acId)
          .selectFrom('javascript_functions')
          .select(['name', 'parameters', 'function_return_type'])
          .where('is_enabled', '=', 1)
          .where('is_archived', '=', 0)
          .orderBy('name')
          .execute(),
      ]);
      return {
        data: [
          ...variables.map((v) => ({
            label: v.variable_name,
            kind: 'variable' as const,
            detail: `variable (${v.variable_type})`,
            insert_text: v.variable_name,
          })),
          ...functions.map((f) => {
            const params = parseParams(f.parameters)
              .map((p) => p.name)
              .join(', ');
            return {
              label: f.name,
              kind: 'function' as const,
              detail: `${f.name}(${params}): ${f.function_return_type}`,
              insert_text: `${f.name}(${params})`,
            };
          }),
        ],
      };
    },
  );

  app.post(
    '/javascriptfunction/:javascript_function_id/test',
    {
      config: { access: (request) => javascriptFunctions.authorize(request, 'write') },
      schema: {
        tags,
        params: z.object({ javascript_function_id: z.coerce.number().int().positive() }),
        body: functionTestBody,
        response: { 200: envelope(functionTestAnswer) },
      },
    },
    async (request) => {
      const acId = javascriptFunctions.authorize(request, 'write');
      const row = await javascriptFunctions.find(db(), acId, request.params.javascript_function_id);
      const params = parseParams(row.parameters);
      const outcome = await runInSandbox({
        name: row.name,
        params: params.map((p) => p.name),
        code: row.code,
        args: positional(request.body.args, params),
        timeoutMs: row.max_timeout,
      });
      if (outcome.ok) return { data: { result: outcome.result ?? null } };
      if (outcome.kind === 'timeout') throw unprocessable(fill(messages.content.functionTimeout, { ms: row.max_timeout }));
      throw unprocessable(outcome.kind === 'memory' ? messages.content.functionOutOfMemory : outcome.message);
    },
  );
}
