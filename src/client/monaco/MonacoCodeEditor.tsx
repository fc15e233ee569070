import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useMemo, useRef } from 'react';
import { useSession } from '@client/session/store';
import { toSuggestions } from './completion';
import { CodeEditorSkeleton } from './CodeEditorSkeleton';
import type { CodeEditorProps } from './CodeEditor';
import { monaco } from './setup';

type StandaloneEditor = Parameters<OnMount>[0];

// Ctrl/Cmd+Enter belongs to the form around the editor (it saves, like every editor of the studio):
// Monaco's own binding (insert a line below) is removed, so the key reaches the form.
monaco.editor.addKeybindingRules([
  { keybinding: monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, command: '-editor.action.insertLineAfter' },
]);

/** The Monaco half of CodeEditor (loaded lazily, with Monaco itself). */
export default function MonacoCodeEditor({ value, onChange, language, readOnly = false, completions, height = 260, ariaLabel, path, placeholder }: CodeEditorProps) {
  const dark = useSession((s) => s.dark);
  const editorRef = useRef<StandaloneEditor | null>(null);
  const latest = useRef(completions);
  latest.current = completions;
  // The text this editor last reported. The editor owns its text while the user types: a value coming
  // back from the form is written into it only when it is something else (a reset, a loaded item), so
  // keys typed before the form re-renders are never overwritten by an older value.
  const reported = useRef(value);
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === reported.current || value === editor.getValue()) return;
    reported.current = value;
    editor.setValue(value);
  }, [value]);

  // The items of this editor only: the provider answers for this editor's model, with the current list.
  const offersCompletions = !!completions;
  useEffect(() => {
    if (!offersCompletions) return;
    const provider = monaco.languages.registerCompletionItemProvider(language, {
      provideCompletionItems(model, position) {
        if (model !== editorRef.current?.getModel()) return { suggestions: [] };
        const word = model.getWordUntilPosition(position);
        const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn };
        const enums = {
          kinds: monaco.languages.CompletionItemKind,
          insertAsSnippet: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet,
        };
        return { suggestions: toSuggestions(latest.current ?? [], range, enums) };
      },
    });
    return () => provider.dispose();
  }, [language, offersCompletions]);

  const options = useMemo(
    () => ({
      readOnly,
      domReadOnly: readOnly,
      ariaLabel,
      placeholder,
      minimap: { enabled: false },
      fontSize: 13,
      lineNumbersMinChars: 3,
      scrollBeyondLastLine: false,
      automaticLayout: true,
      tabSize: 2,
      fixedOverflowWidgets: true,
      renderLineHighlight: readOnly ? ('none' as const) : ('line' as const),
      wordBasedSuggestions: 'off' as const,
      // Input through Monaco's textarea rather than an EditContext host: the studio's key handler
      // knows a textarea as a text field, so plain-key shortcuts ('g d', '?') never eat typed keys.
      editContext: false,
    }),
    [readOnly, ariaLabel, placeholder],
  );

  return (
    <Editor
      className="code-editor-monaco"
      height={height}
      language={language}
      path={path}
      defaultValue={value}
      theme={dark ? 'vs-dark' : 'vs'}
      loading={<CodeEditorSkeleton height={height} label={ariaLabel} />}
      onChange={(next) => {
        reported.current = next ?? '';
        onChange(reported.current);
      }}
      onMount={(editor) => {
        editorRef.current = editor;
        reported.current = editor.getValue();
      }}
      options={options}
    />
  );
}
