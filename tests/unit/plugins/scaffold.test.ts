import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlowBuilder, startSession, takeTurn } from '@shared/engine';
import { contentFields, createRegistry, type AnyNodeDefinition } from '@shared/plugin-api';
import { nodeDefinitions } from '@plugins/registry';
import { configFields } from '@shared/plugin-api/editor-fields';
import { ctxWith, locales } from '@plugins/test-support';

/** `npm run new-node-type` run into a scratch checkout: the folder it writes loads, passes the contract and runs. */
const root = process.cwd();
const scratch = join(root, `.scaffold-test-${process.pid}`);
const scaffold = (...args: string[]) =>
  execFileSync(process.execPath, [join(root, 'scripts/new-node-type.mjs'), ...args, '--root', scratch], { encoding: 'utf8' });
const registryText = `import { createRegistry } from '@shared/plugin-api';\nimport start from './start/definition';\n\nexport const nodeDefinitions = [\n  // system\n  start,\n  // Voice\n  prompt,\n  // Flow\n  goto,\n  // More\n  comment,\n];\n`;

const loaded = new Map<string, AnyNodeDefinition>();
const categories = ['no_child', 'one_child', 'multiple_child'] as const;

beforeAll(async () => {
  mkdirSync(join(scratch, 'plugins'), { recursive: true });
  writeFileSync(join(scratch, 'plugins/registry.ts'), registryText);
  for (const category of categories) {
    const name = `zz_probe_${category}`;
    scaffold(name, '--category', category, '--group', 'Flow', ...(category === 'one_child' ? ['--editor'] : []));
    loaded.set(category, ((await import(join(scratch, 'plugins', name, 'definition.ts'))) as { default: AnyNodeDefinition }).default);
  }
}, 30_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run new-node-type', () => {
  it('writes one folder (a definition, an Editor.tsx only when asked) and a test', () => {
    expect(existsSync(join(scratch, 'plugins/zz_probe_no_child/definition.ts'))).toBe(true);
    expect(existsSync(join(scratch, 'plugins/zz_probe_no_child/Editor.tsx'))).toBe(false);
    expect(readFileSync(join(scratch, 'plugins/zz_probe_one_child/Editor.tsx'), 'utf8')).toMatch(/from '@plugins\/kit'/);
    expect(readFileSync(join(scratch, 'plugins/zz_probe_no_child/zz_probe_no_child.test.ts'), 'utf8')).toMatch(
      /registry.get\('zz_probe_no_child'\)/,
    );
  });

  it('adds the one registry line: the import, and the entry last of its palette group', () => {
    const text = readFileSync(join(scratch, 'plugins/registry.ts'), 'utf8');
    for (const category of categories) expect(text).toContain(`import zz_probe_${category} from './zz_probe_${category}/definition';`);
    expect(text).toContain('  // Flow\n  goto,\n  zz_probe_no_child,\n  zz_probe_one_child,\n  zz_probe_multiple_child,\n  // More');
  });

  it('refuses a name that is not snake_case and a folder that exists', () => {
    expect(() => scaffold('Bad-Name')).toThrow();
    expect(() => scaffold('zz_probe_no_child', '--no-registry')).toThrow();
  });

  for (const category of categories) {
    it(`${category}: the definition holds its label in every locale, its icon, availability, sections and content`, () => {
      const def = loaded.get(category)!;
      expect(def.category).toBe(category);
      for (const locale of locales) expect(def.labels[locale]?.trim(), locale).toBeTruthy();
      expect(def.icon).toBe('cube');
      expect(def.availability).toMatchObject({ creatable: true, leafOnly: false });
      expect(def.editor.sections.flatMap((s) => s.keys).sort()).toEqual(
        configFields(def.config)
          .map((f) => f.key)
          .sort(),
      );
      expect(contentFields(def.config).map((f) => [f.path.join('.'), f.model])).toEqual([['prompt_id', 'prompt']]);
      expect(def.config.parse(def.defaults())).toEqual(def.defaults());
      expect(def.validate(def.defaults(), ctxWith())).toEqual([]);
      expect(def.references({ prompt_id: 3 })).toEqual([{ model: 'prompt', id: 3 }]);
      expect(def.validate({ prompt_id: 3 }, ctxWith())).toEqual([
        { path: 'prompt_id', message: 'The selected prompt no longer exists.', severity: 'error' },
      ]);
      if (category === 'multiple_child')
        expect(def.branches(def.defaults())).toEqual([{ key: 'otherwise', label: 'Otherwise', removable: false }]);
    });

    it(`${category}: run() takes a one-node flow with its defaults to its end, never throwing`, async () => {
      const def = loaded.get(category)!;
      const registry = createRegistry([...nodeDefinitions, def]);
      const b = new FlowBuilder(registry, 1, 'voice');
      const node = b.add(b.canvas(), def.type);
      const deps = { registry, load: async () => b.flow(), services: { promptTexts: async () => null, timeZone: 'UTC', now: () => 0 } };
      const { session, events } = await startSession(deps, { taskId: 1, channel: 'voice' });
      expect(events).toContainEqual(expect.objectContaining({ type: 'entered', node_id: node }));
      const final = session.status === 'waiting' ? (await takeTurn(deps, session, {})).session : session;
      expect(final.status).toBe('ended');
    });
  }
});
