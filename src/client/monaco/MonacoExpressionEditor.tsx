import Editor from '@monaco-editor/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@client/session/store';
import { CodeEditorSkeleton } from './CodeEditorSkeleton';
import { expressionLineHeight, type ExpressionEditorProps } from './editorProps';
import { attachExpressionModel, expressionLanguageId, registerExpressionLanguage } from './expressionLanguage';
import { parseMarker } from './expressionSuggestions';
import { monaco } from './setup';
import { studioEditorOptions } from './editorOptions';
import { useEditorValue } from './useEditorValue';

registerExpressionLanguage();

const markerOwner = 'studio-expression';
const maxHeight = 180;

/**
 * The Monaco half of ExpressionEditor (loaded lazily, with Monaco itself). Keys follow the form around it:
 * Tab and Shift+Tab move on to the next control (tab focus mode), Ctrl/Cmd+Enter reaches the form (it saves),
 * Escape closes Monaco's own list or snippet first and otherwise reaches the editor panel (it closes).
 */
export default function MonacoExpressionEditor(props: ExpressionEditorProps) {
  const { id, value, onChange, error, readOnly = false, placeholder, ariaLabel, autoFocus, invalid } = props;
  const dark = useSession((s) => s.dark);
  const { editorRef, onEditorChange, attach } = useEditorValue(value, onChange);
  const [mounted, setMounted] = useState(false);
  const [height, setHeight] = useState(expressionLineHeight);
  const latest = useRef(props);
  latest.current = props;

  // The parse error as a marker, once the editor shows the text it was found in.
  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model || model.getValue() !== value) return;
    monaco.editor.setModelMarkers(model, markerOwner, error ? [parseMarker(error, model, monaco.MarkerSeverity.Error)] : []);
  }, [mounted, value, error]);

  useEffect(() => {
    const input = editorRef.current?.getDomNode()?.querySelector('textarea');
    if (input) input.setAttribute('aria-invalid', String(!!invalid || !!error));
  }, [mounted, invalid, error]);

  // Completion answers for this editor's model with the current lists.
  useEffect(() => {
    const model = mounted ? editorRef.current?.getModel() : null;
    if (!model) return;
    return attachExpressionModel(model, {
      options: () => latest.current.completion,
      describe: (item) => latest.current.describe(item),
    });
  }, [mounted]);

  const options = useMemo(
    () => ({
      ...studioEditorOptions({ readOnly, ariaLabel, placeholder }),
      fontSize: 13,
      lineHeight: 20,
      padding: { top: 7, bottom: 5 },
      lineNumbers: 'off' as const,
      glyphMargin: false,
      folding: false,
      lineDecorationsWidth: 6,
      lineNumbersMinChars: 0,
      overviewRulerLanes: 0,
      overviewRulerBorder: false,
      hideCursorInOverviewRuler: true,
      renderLineHighlight: 'none' as const,
      occurrencesHighlight: 'off' as const,
      selectionHighlight: false,
      stickyScroll: { enabled: false },
      guides: { indentation: false },
      wordWrap: 'on' as const,
      scrollbar: { horizontal: 'hidden' as const, alwaysConsumeMouseWheel: false, useShadows: false },
      // Tab belongs to the form: it moves to the next control, as in every other field of the panel.
      tabFocusMode: true,
      tabCompletion: 'off' as const,
      quickSuggestions: { other: 'on' as const, comments: 'off' as const, strings: 'off' as const },
      suggestOnTriggerCharacters: true,
      suggest: { showWords: false, showSnippets: false, preview: false },
      contextmenu: false,
      links: false,
    }),
    [readOnly, ariaLabel, placeholder],
  );

  return (
    <Editor
      className="expression-editor-monaco"
      height={height}
      language={expressionLanguageId}
      defaultValue={value}
      theme={dark ? 'vs-dark' : 'vs'}
      loading={<CodeEditorSkeleton height={height} label={ariaLabel} />}
      onChange={onEditorChange}
      onMount={(editor) => {
        attach(editor);
        // The label of the field and the diagnostics' links point at the editor's text input.
        editor.getDomNode()?.querySelector('textarea')?.setAttribute('id', id);
        editor.onDidContentSizeChange((e) => setHeight(Math.min(maxHeight, Math.max(expressionLineHeight, Math.ceil(e.contentHeight)))));
        if (autoFocus) {
          editor.focus();
          editor.setPosition(editor.getModel()?.getFullModelRange().getEndPosition() ?? { lineNumber: 1, column: 1 });
        }
        setMounted(true);
      }}
      options={options}
    />
  );
}
