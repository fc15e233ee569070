import type { FastifyInstance } from 'fastify';

const displayName = Symbol.for('fastify.display-name');

/**
 * Names every plugin registered on the app (and its children) after its function before Fastify sees it. Fastify
 * names an unnamed plugin by searching every loaded module (require's whole cache) for it: with this studio's
 * dependencies that is most of a start's route-registration time (~150 plugins), paid on every start — and the API
 * tests start hundreds of studios.
 */
export function namePlugins(app: FastifyInstance): void {
  const register = app.register;
  app.register = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function' && !(displayName in plugin))
      Object.defineProperty(plugin, displayName, { value: plugin.name || 'plugin' });
    return (register as (p: unknown, o?: unknown) => unknown).call(this, plugin, options);
  } as FastifyInstance['register'];
}
