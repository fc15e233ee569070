import type { OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';

export type StandaloneEditor = Parameters<OnMount>[0];

/**
 * Keeps a Monaco editor and its form's value in step. The editor owns its text while the user types: a value
 * coming back from the form is written into it only when it is something else than what the editor last
 * reported (a reset, a loaded item, the expression builder's change), so keys typed before the form re-renders
 * are never overwritten by an older value. `onEditorChange` and `attach` go to <Editor onChange / onMount>.
 */
export function useEditorValue(value: string, onChange: (value: string) => void) {
  const editorRef = useRef<StandaloneEditor | null>(null);
  const reported = useRef(value);
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === reported.current || value === editor.getValue()) return;
    reported.current = value;
    editor.setValue(value);
  }, [value]);
  const onEditorChange = (next: string | undefined) => {
    reported.current = next ?? '';
    onChange(reported.current);
  };
  const attach = (editor: StandaloneEditor) => {
    editorRef.current = editor;
    reported.current = editor.getValue();
  };
  return { editorRef, onEditorChange, attach };
}
