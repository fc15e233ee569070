import Editor from '@monaco-editor/react';
import { useEffect, useMemo, useRef } from 'react';
import { useSession } from '@client/session/store';
import { toSuggestions } from './completion';
import { CodeEditorSkeleton } from './CodeEditorSkeleton';
import type { CodeEditorProps } from './editorProps';
import { monaco } from './setup';
import { studioEditorOptions } from './editorOptions';
import { useEditorValue } from './useEditorValue';

/** The Monaco half of CodeEditor (loaded lazily, with Monaco itself). */
export default function MonacoCodeEditor({
  value,
  onChange,
  language,
  readOnly = false,
  completions,
  height = 260,
  ariaLabel,
  path,
  placeholder,
}: CodeEditorProps) {
  const dark = useSession((s) => s.dark);
  const { editorRef, onEditorChange, attach } = useEditorValue(value, onChange);
  const latest = useRef(completions);
  latest.current = completions;

  // The items of this editor only: the provider answers for this editor's model, with the current list.
  const offersCompletions = !!completions;
  useEffect(() => {
    if (!offersCompletions) return;
    const provider = monaco.languages.registerCompletionItemProvider(language, {
      provideCompletionItems(model, position) {
        if (model !== editorRef.current?.getModel()) return { suggestions: [] };
        const word = model.getWordUntilPosition(position);
        const range = {
          startLineNumber: position.lineNumber,
          endLineNumber: position.lineNumber,
          startColumn: word.startColumn,
          endColumn: word.endColumn,
        };
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
      ...studioEditorOptions({ readOnly, ariaLabel, placeholder }),
      fontSize: 13,
      lineNumbersMinChars: 3,
      tabSize: 2,
      renderLineHighlight: readOnly ? ('none' as const) : ('line' as const),
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
      onChange={onEditorChange}
      onMount={attach}
      options={options}
    />
  );
}
