import { Suspense } from 'react';
import { expressionLineHeight, type ExpressionEditorProps } from './editorProps';
import { CodeEditorSkeleton } from './CodeEditorSkeleton';
import './codeEditor.css';
import { lazyChunk } from '@client/shell/chunks';

// Monaco is a separate chunk, fetched the first time an expression is edited as text; never part of a
// node editor's chunk.
const MonacoExpressionEditor = lazyChunk(() => import('./MonacoExpressionEditor'));

/** The text form of an expression in Monaco (loaded on first use), with completion and parse markers. */
export function ExpressionEditor(props: ExpressionEditorProps) {
  const classes = ['code-editor', 'expression-editor', props.readOnly ? 'is-read-only' : '', props.invalid ? 'is-invalid' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <Suspense fallback={<CodeEditorSkeleton height={expressionLineHeight} label={props.ariaLabel} />}>
        <MonacoExpressionEditor {...props} />
      </Suspense>
    </div>
  );
}
