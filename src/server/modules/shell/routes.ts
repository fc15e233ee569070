import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '@shared/limits';
import { withNodeLabels } from '@shared/plugin-api';
import { registry } from '@plugins/registry';
import { notFound } from '../../http/errors';

/**
 * Translations: one folder per locale, one JSON file per namespace, with the node types' labels (kept in their
 * plugin folders) merged into `flow`. Read on the first request for them, then answered from memory.
 */
function loadTranslations(dir: string): Map<string, Record<string, unknown>> {
  const byLocale = new Map<string, Record<string, unknown>>();
  for (const locale of limits.locales) {
    const folder = join(dir, locale);
    const translations: Record<string, unknown> = {};
    if (existsSync(folder)) {
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
        translations[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      }
    }
    byLocale.set(locale, withNodeLabels(translations, registry, locale));
  }
  return byLocale;
}

export async function shellRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  let translations: Map<string, Record<string, unknown>> | null = null;
  const timezones = Intl.supportedValuesOf('timeZone');
  if (!timezones.includes('UTC')) timezones.unshift('UTC');

  app.get('/health', { config: { public: true }, schema: { tags: ['shell'] } }, async () => ({
    data: { status: 'ok', database: root.studio.engine, version: root.studio.config.version },
  }));

  app.get(
    '/lang/:locale',
    { config: { public: true }, schema: { tags: ['shell'], params: z.object({ locale: z.string().max(10) }) } },
    async (request, reply) => {
      translations ??= loadTranslations(root.studio.config.localesDir);
      const found = translations.get(request.params.locale);
      if (!found) throw notFound(`The locale ${request.params.locale} is not supported.`);
      reply.header('Cache-Control', 'public, max-age=300');
      return { data: { locale: request.params.locale, version: root.studio.config.version, translations: found } };
    },
  );

  app.get('/locale-config', { config: { public: true }, schema: { tags: ['shell'] } }, async () => ({
    data: { default: limits.defaultLanguage, locales: limits.locales, client_locales: limits.clientLocales, week_starts_on: 1 },
  }));

  app.get('/util/timezones', { config: { public: true }, schema: { tags: ['shell'] } }, async () => ({ data: timezones }));
}
