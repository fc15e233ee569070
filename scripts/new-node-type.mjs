#!/usr/bin/env node
/**
 * Scaffolds a node type, one folder: plugins/<name>/definition.ts (settings, label in every locale, palette icon,
 * availability, editor sections, validate, run) and plugins/<name>/<name>.test.ts beside it, and its line in
 * plugins/registry.ts. `--editor` adds plugins/<name>/Editor.tsx for a hand-built part; `--root <dir>` writes under
 * another checkout (the scaffolder's own test).
 * Usage: npm run new-node-type <name> [-- --category one_child --group Flow --editor --no-registry --root <dir>]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const categories = ['no_child', 'one_child', 'multiple_child'];
const groups = ['Voice', 'Messaging', 'Services', 'Transfer', 'Generative AI', 'Data', 'Flow', 'QforMe', 'Security & payments', 'More'];
const locales = ['en', 'de', 'fr', 'fr-CA', 'es', 'it', 'pt-BR'];
const reserved = new Set([
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'enum',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'function',
  'if',
  'import',
  'in',
  'instanceof',
  'new',
  'null',
  'return',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'yield',
  'let',
  'static',
  'await',
]);

function fail(message) {
  console.error(`new-node-type: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const valued = new Set(['--category', '--group', '--root']);
const option = (flag, fallback) => {
  const at = args.indexOf(flag);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const name = args.find((a, i) => !a.startsWith('--') && !valued.has(args[i - 1]));
if (!name) fail('usage: npm run new-node-type <name> [-- --category one_child --group Flow --editor --no-registry]');
if (!/^[a-z][a-z0-9_]*$/.test(name)) fail(`'${name}' must be snake_case, the spec's node_type (e.g. messaging_reply)`);
const category = option('--category', 'one_child');
const group = option('--group', 'More');
if (!categories.includes(category)) fail(`--category must be one of ${categories.join(', ')}`);
if (!groups.includes(group)) fail(`--group must be one of ${groups.join(', ')}`);
const root = resolve(option('--root', join(dirname(fileURLToPath(import.meta.url)), '..')));
const withEditor = args.includes('--editor');

const folder = join(root, 'plugins', name);
const definitionFile = join(folder, 'definition.ts');
const editorFile = join(folder, 'Editor.tsx');
const testFile = join(folder, `${name}.test.ts`);
for (const file of [definitionFile, editorFile, testFile]) if (existsSync(file)) fail(`${file.slice(root.length + 1)} already exists`);

const label = name
  .split('_')
  .map((w) => w[0].toUpperCase() + w.slice(1))
  .join(' ');
const ident = reserved.has(name) ? `${name}_node` : name;
const quoted = (locale) => (/^[a-z]+$/.test(locale) ? locale : `'${locale}'`);
const labels = locales.map((l) => `    ${quoted(l)}: '${label}',`).join('\n');
const ends = {
  no_child: `    await ctx.say(config.prompt_id);\n    return endWith('completed');`,
  one_child: `    await ctx.say(config.prompt_id);\n    return next();`,
  multiple_child: `    await ctx.say(config.prompt_id);\n    return branch(OTHERWISE.key);`,
}[category];
const runHelpers = { no_child: 'endWith', one_child: 'next', multiple_child: 'branch' }[category];
const imports = [...(category === 'multiple_child' ? ['OTHERWISE'] : []), runHelpers, 'contentId', 'defineNode'].sort((a, b) =>
  a.localeCompare(b),
);

const definition = `import { z } from 'zod';
import { ${imports.join(', ')} } from '@shared/plugin-api';

/** ${label}: describe in one sentence what this step does in a call flow. */
export default defineNode({
  type: '${name}',
  category: '${category}',
  group: '${group}',
  /** Its name in every locale (translate the placeholders). */
  label: {
${labels}
  },
  /** A Blueprint icon: the palette's and the canvas's. */
  icon: 'cube',
  keywords: ['${name.replace(/_/g, ' ')}'],
  /** Where it is offered; say only what differs: hiddenForTaskTypes, leafOnly, requiresFeature, needsDomain… */
  availability: {},
  /** The editor: every setting in exactly one section (titles: sectionTitles in plugin-api/editor.ts). */
  editor: {
    sections: [{ title: 'plays', keys: ['prompt_id'] }],
  },
  config: z.object({
    /**
     * Example setting: a prompt played by this step (optional). A content id declares its model: references() and
     * the check that it still exists come from it; contentId('prompt', { required: 'Prompt' }) also makes it required.
     * Replace with the node's real settings.
     */
    prompt_id: contentId('prompt'),
  }),
  /** The node's own rules (unique keys, a feature, a setting required only in some case). */
  validate: () => [],${category === 'multiple_child' ? `\n  /** The condition children it shows, each under a stable key; Otherwise last. */\n  branches: () => [{ ...OTHERWISE }],` : ''}
  /** Its step in the flow engine: what it does, then where the session goes. */
  async run(config, ctx) {
${ends}
  },
});
`;

const component = `${label.replace(/[^A-Za-z0-9]/g, '')}Editor`;
const editor = `import { useEditorKit, type PluginEditorProps } from '@plugins/kit';

/** ${label}: the sections of its definition, with the part it draws by hand. */
export default function ${component}({ fields, sections }: PluginEditorProps) {
  const { SectionsEditor } = useEditorKit();
  return <SectionsEditor fields={fields} sections={sections} render={{ prompt_id: () => null /* draw it here */ }} />;
}
`;

const test = `import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { ctxWith, diagnose, refsOf } from '../test-support';

describe('${name}', () => {
  it('is registered', () => {
    expect(registry.get('${name}')?.category).toBe('${category}');
  });
  it('validates its settings', () => {
    expect(diagnose('${name}', {})).toEqual([]);
    expect(diagnose('${name}', { prompt_id: 3 })).toEqual([
      { path: 'prompt_id', message: 'The selected prompt no longer exists.', severity: 'error' },
    ]);
    expect(diagnose('${name}', { prompt_id: 3 }, ctxWith([{ model: 'prompt', id: 3 }]))).toEqual([]);
  });
  it('references the content it uses', () => {
    expect(refsOf('${name}', { prompt_id: 3 })).toEqual([{ model: 'prompt', id: 3 }]);
  });
});
`;

mkdirSync(folder, { recursive: true });
writeFileSync(definitionFile, definition);
console.log(`created plugins/${name}/definition.ts`);
if (withEditor) {
  writeFileSync(editorFile, editor);
  console.log(`created plugins/${name}/Editor.tsx`);
}
writeFileSync(testFile, test);
console.log(`created plugins/${name}/${name}.test.ts`);

const importLine = `import ${ident} from './${name}/definition';`;
const entryLine = `  ${ident},`;
if (args.includes('--no-registry')) {
  console.log(`\nAdd to plugins/registry.ts:\n  ${importLine}\n  and in nodeDefinitions, under // ${group}:\n${entryLine}`);
} else {
  const registryFile = join(root, 'plugins', 'registry.ts');
  if (!existsSync(registryFile)) fail(`no plugins/registry.ts under ${root}; use --no-registry`);
  const lines = readFileSync(registryFile, 'utf8').split('\n');
  const lastImport = lines.reduce((at, line, i) => (line.startsWith('import ') ? i : at), -1);
  const close = lines.findIndex((line, i) => i > lastImport && line === '];');
  if (close < 0) fail('could not find the end of nodeDefinitions in plugins/registry.ts; add the lines by hand');
  const groupAt = lines.findIndex((line, i) => i > lastImport && line.trim() === `// ${group}`);
  let at = close;
  if (groupAt >= 0) {
    at = groupAt + 1;
    while (at < close && !lines[at].trim().startsWith('//')) at += 1;
  }
  lines.splice(at, 0, entryLine);
  lines.splice(lastImport + 1, 0, importLine);
  writeFileSync(registryFile, lines.join('\n'));
  console.log(`added ${ident} to plugins/registry.ts, last of // ${group}`);
}
console.log(
  `\nNext, all in plugins/${name}/: its real settings, their sections, validate() and run(), its label in every locale, its tests;` +
    `\nthen\n  npx vitest run --project 'unit*' plugins/${name} tests/unit/plugins tests/unit/engine/contract.test.ts`,
);
