import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { flowTestRunAnswer, flowTestRunBody } from '@shared/api/sim-tests';
import { authorizeFlow } from '../flow/edits/authz';
import { flowTests } from './flow-tests';
import { runTaskTests } from './run-tests';
import { takeSessionStart } from './starts';

/** Flow tests: their CRUD (the resource helper) and POST /sim/tests/run, which a read-only user may call. */
export async function flowTestRoutes(root: FastifyInstance) {
  await root.register(flowTests.routes);
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/sim/tests/run',
    {
      config: { access: (request) => authorizeFlow(request, 'read') },
      schema: { tags: ['Simulator'], body: flowTestRunBody, response: { 200: flowTestRunAnswer } },
    },
    async (request) => {
      const { acId } = authorizeFlow(request, 'read');
      await takeSessionStart(root.studio.db, acId, root.studio.config.sessionStartsMax);
      return { data: await runTaskTests(root.studio, acId, request.body.task_id, request.body.test_ids) };
    },
  );
}
