import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import i18next from 'i18next';
import { initI18n } from '@client/i18n';
import { describe, expect, it } from 'vitest';
import content from '@shared/i18n/locales/en/content.json';
import entities from '@shared/i18n/locales/en/entities.json';
import auth from '@shared/i18n/locales/en/auth.json';
import flow from '@shared/i18n/locales/en/flow.json';
import taskmap from '@shared/i18n/locales/en/taskmap.json';

/**
 * The shell's budget: the signed-in shell's JavaScript ≤ 200 KB gzip (scripts/bench.mjs section 3). These modules
 * were moved out of the entry chunk; a static import from the shell would bring them back.
 */
const root = resolve(__dirname, '../../..');
const aliases: Record<string, string> = { '@client/': 'src/client/', '@shared/': 'src/shared/', '@plugins/': 'plugins/' };

function resolveLocal(from: string, spec: string): string | null {
  const alias = Object.keys(aliases).find((a) => spec.startsWith(a));
  const base = alias ? join(root, aliases[alias], spec.slice(alias.length)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (existsSync(base + ext) && !(base + ext).endsWith('/')) {
      if (ext === '' && !/\.(ts|tsx|json)$/.test(base)) continue;
      return base + ext;
    }
  return null;
}

/** Files the entry reaches by static imports (type-only imports and import() left out), and the packages' paths they name. */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (file.endsWith('.json')) continue;
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)([^'";]*?)\s*from\s*'([^']+)'/gm)) {
      const next = resolveLocal(file, m[2]);
      if (next) todo.push(next);
      else if (!m[2].startsWith('.') && !m[2].startsWith('@client/') && !m[2].startsWith('@shared/')) packages.add(m[2]);
    }
    for (const m of source.matchAll(/^\s*import\s+'([^']+)'/gm)) packages.add(m[1]);
  }
  return { files: [...files].map((f) => f.slice(root.length + 1)), packages: [...packages] };
}

describe("the signed-in shell's entry imports", () => {
  const { files } = staticGraph(join(root, 'src/client/main.tsx'));

  it('reaches the shell, the registry and the key handler', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'src/client/App.tsx',
        'src/client/commands/registry.ts',
        'src/client/commands/keymap.ts',
        'src/client/shell/notices.tsx',
      ]),
    );
  });

  it("leaves the palette's own commands (content, entities) to the palette's chunk", () => {
    expect(files).not.toContain('src/client/commands/contentCommands.ts');
    expect(files).not.toContain('src/client/commands/entityCommands.ts');
    expect(files).not.toContain('src/client/commands/paletteCommands.ts');
  });

  it("leaves the screens' commands (canvas, simulator, running flows, numbers, XSI, task map, campaigns) to the screens, the palette and the '?' sheet", () => {
    for (const screen of ['canvas', 'sim', 'run', 'number', 'xsi', 'taskMap', 'campaign'])
      expect(files).not.toContain(`src/client/commands/${screen}Commands.ts`);
    expect(files).not.toContain('src/client/commands/screenRegistry.ts');
    // Each of those loads them, so their keys and commands are known wherever they can be used.
    for (const loader of [
      'src/client/commands/CommandOverlays.tsx',
      'src/client/features/authoring/callflow/CallflowPage.tsx',
      'src/client/features/authoring/callflow/NodeRoutePage.tsx',
      'src/client/features/authoring/taskmap/TaskMapPage.tsx',
      'src/client/features/authoring/campaigns/CampaignsPage.tsx',
    ])
      expect(readFileSync(join(root, loader), 'utf8'), loader).toMatch(/^import '(@client\/commands|\.)\/screenRegistry';$/m);
  });

  it("loads Blueprint's toaster with the first notice, not with the shell", () => {
    const notices = readFileSync(join(root, 'src/client/shell/notices.tsx'), 'utf8');
    expect(notices).not.toMatch(/import \{[^}]*\bOverlayToaster\b[^}]*\} from/);
    expect(notices).toContain("import('@blueprintjs/core/lib/esm/components/toast/overlayToaster')");
  });

  it("builds the client with the compact icon names (Blueprint's enum of every icon stays out)", () => {
    expect(readFileSync(join(root, 'vite.config.ts'), 'utf8')).toMatch(/plugins: \[[^\]]*compactIconNames\(\)/);
  });

  it("loads an icon outside the first paint's from its small bucket, never from Blueprint's all-icon chunks", () => {
    expect(readFileSync(join(root, 'vite.config.ts'), 'utf8')).toMatch(/plugins: \[[^\]]*iconBuckets\(\)/);
    const icons = readFileSync(join(root, 'src/client/shell/icons.ts'), 'utf8');
    expect(icons).toContain("import('virtual:icon-paths')");
    expect(icons).not.toMatch(/splitPathsBySizeLoader|allPathsLoader/);
  });

  it('bundles only the English of the shell: the palette and the sign-in pages bring theirs', async () => {
    const { bundledEnglish } = await import('@client/i18n/bundled');
    for (const ns of ['voices', 'audit', 'content', 'entities']) expect(Object.keys(bundledEnglish), ns).not.toContain(ns);
    expect(Object.keys(bundledEnglish).sort()).toEqual(['common', 'errors', 'shell']);
    await initI18n('en');
    await import('@client/commands/paletteCommands');
    // The screens' command titles come with the palette and the '?' sheet, the sign-in words with the sign-in pages.
    await import('@client/commands/overlayEnglish');
    expect(i18next.getResource('en', 'flow', 'commands')).toEqual(flow.commands);
    expect(i18next.getResource('en', 'taskmap', 'commands')).toEqual(taskmap.commands);
    await import('@client/features/auth/i18n');
    expect(i18next.getResource('en', 'auth', 'login.title')).toBe(auth.login.title);
    expect(i18next.getResource('en', 'content', 'commands.createPrompt')).toBe(content.commands.createPrompt);
    expect(i18next.getResource('en', 'entities', 'commands')).toEqual(entities.commands);
  }, 60_000);
});
