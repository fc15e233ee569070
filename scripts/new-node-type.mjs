#!/usr/bin/env node
/**
 * Scaffolds a node type: plugins/<name>/definition.ts, its editor panel plugins/<name>/Editor.tsx,
 * tests/unit/plugins/<name>.test.ts and its line in plugins/registry.ts.  Usage: npm run new-node-type <name> [-- --category one_child --group Flow --no-registry]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const categories = ['no_child', 'one_child', 'multiple_child'];
const groups = ['Voice', 'Messaging', 'Services', 'Transfer', 'Generative AI', 'Data', 'Flow', 'QforMe', 'Security & payments', 'More'];
const reserved = new Set(['break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield', 'let', 'static', 'await']);

function fail(message) {
  console.error(`new-node-type: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const option = (flag, fallback) => {
  const at = args.indexOf(flag);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const name = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!name) fail('usage: npm run new-node-type <name> [-- --category one_child --group Flow --no-registry]');
if (!/^[a-z][a-z0-9_]*$/.test(name)) fail(`'${name}' must be snake_case, the spec's node_type (e.g. messaging_reply)`);
const category = option('--category', 'one_child');
const group = option('--group', 'More');
if (!categories.includes(category)) fail(`--category must be one of ${categories.join(', ')}`);
if (!groups.includes(group)) fail(`--group must be one of ${groups.join(', ')}`);

const folder = join(root, 'plugins', name);
const definitionFile = join(folder, 'definition.ts');
const editorFile = join(folder, 'Editor.tsx');
const testFile = join(root, 'tests', 'unit', 'plugins', `${name}.test.ts`);
if (existsSync(definitionFile)) fail(`plugins/${name}/definition.ts already exists`);
if (existsSync(editorFile)) fail(`plugins/${name}/Editor.tsx already exists`);
if (existsSync(testFile)) fail(`tests/unit/plugins/${name}.test.ts already exists`);

const label = name.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
const ident = reserved.has(name) ? `${name}_node` : name;
const multiple = category === 'multiple_child';

const definition = `import { z } from 'zod';
import { ${multiple ? 'OTHERWISE, ' : ''}checkRef, contentId, defineNode } from '@shared/plugin-api';

/** ${label}: describe in one sentence what this step does in a call flow. */
export default defineNode({
  type: '${name}',
  category: '${category}',
  group: '${group}',
  label: { key: 'nodes.${name}.label', default: '${label}' },
  icon: 'cube',
  keywords: ['${name.replace(/_/g, ' ')}'],
  config: z.object({
    /** Example setting: a prompt played by this step (optional). Replace with the node's real settings. */
    prompt_id: contentId(),
  }),
  validate: (config, ctx) => checkRef(ctx, 'prompt', config.prompt_id, 'prompt_id', 'Prompt', false),
  references: (config) => (config.prompt_id === null ? [] : [{ model: 'prompt', id: config.prompt_id }]),${
    multiple ? `\n  branches: () => [{ ...OTHERWISE }],` : ''
  }
});
`;

const component = `${label.replace(/[^A-Za-z0-9]/g, '')}Editor`;
const editor = `import type { PluginEditorProps } from '@client/features/build/callflow/editor/pluginEditors';
import { SectionsEditor, type EditorSection } from '@client/features/build/callflow/editor/sections';

/** ${label}: its settings under titled sections. Every setting of the schema goes into exactly one section. */
export const sections: readonly EditorSection[] = [
  { title: 'plays', keys: ['prompt_id'] },
];

export default function ${component}({ fields }: PluginEditorProps) {
  return <SectionsEditor fields={fields} sections={sections} />;
}
`;

const test = `import { describe, expect, it } from 'vitest';
import { registry } from '@plugins/registry';
import { ctxWith, diagnose, refsOf } from './support';

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
writeFileSync(editorFile, editor);
writeFileSync(testFile, test);
console.log(`created plugins/${name}/definition.ts`);
console.log(`created plugins/${name}/Editor.tsx`);
console.log(`created tests/unit/plugins/${name}.test.ts`);

const importLine = `import ${ident} from './${name}/definition';`;
const entryLine = `  ${ident},`;
if (args.includes('--no-registry')) {
  console.log(`\nAdd to plugins/registry.ts:\n  ${importLine}\n  and in nodeDefinitions, under // ${group}:\n${entryLine}`);
} else {
  const registryFile = join(root, 'plugins', 'registry.ts');
  const source = readFileSync(registryFile, 'utf8');
  const lines = source.split('\n');
  const lastImport = lines.reduce((at, line, i) => (line.startsWith('import ') ? i : at), -1);
  lines.splice(lastImport + 1, 0, importLine);
  const close = lines.findIndex((line, i) => i > lastImport && line === '];');
  if (close < 0) fail('could not find the end of nodeDefinitions in plugins/registry.ts; add the lines by hand');
  lines.splice(close, 0, entryLine);
  writeFileSync(registryFile, lines.join('\n'));
  console.log(`added ${ident} to plugins/registry.ts (move it under its palette group)`);
}
console.log(`\nNext: real settings and validate() in the definition, its label in every locale, its settings in the\neditor's sections, then\n  npx vitest run --project unit tests/unit/plugins`);
