import type { FastifyRequest } from 'fastify';
import { requireContentAccount } from '../../../http/access';
import { envOf, type FlowEnv } from './edit';

/** Tasks, canvases and nodes: build.tasks read or write, in one selected account (the shared access engine). */
export function authorizeFlow(request: FastifyRequest, mode: 'read' | 'write'): FlowEnv & { features: readonly string[] } {
  const acId = requireContentAccount(request, 'build.tasks', mode, 'tasks');
  return { ...envOf(request, acId), features: request.scope?.access.enabledFeatures ?? [] };
}
