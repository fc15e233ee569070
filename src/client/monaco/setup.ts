import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/javascript/register';
import { javascriptDefaults, ScriptTarget } from 'monaco-editor/languages/features/typescript/register';
import { installMonacoWorkers } from './environment';

/**
 * The one Monaco of the studio: the editor core, its features and the JavaScript language, bundled
 * from the local `monaco-editor` package. Importing this module is what loads Monaco, so only the
 * lazily loaded CodeEditor imports it. @monaco-editor/react is told to use this instance, so it never
 * fetches Monaco from a CDN.
 */
installMonacoWorkers();

// Functions run in a bare JavaScript sandbox: the language's own library only, no DOM or Node.
javascriptDefaults.setCompilerOptions({
  target: ScriptTarget.ES2020,
  lib: ['es2020'],
  allowNonTsExtensions: true,
  allowJs: true,
  checkJs: false,
});
javascriptDefaults.setDiagnosticsOptions({
  noSemanticValidation: true,
  noSyntaxValidation: false,
  // The code is a function's body: a top-level `return` is what it is written for.
  diagnosticCodesToIgnore: [1108],
});

// Ctrl/Cmd+Enter belongs to the form around an editor (it saves, like every editor of the studio):
// Monaco's own binding (insert a line below) is removed, so the key reaches the form.
monaco.editor.addKeybindingRules([{ keybinding: monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, command: '-editor.action.insertLineAfter' }]);

loader.config({ monaco });

export { monaco };
export type Monaco = typeof monaco;
