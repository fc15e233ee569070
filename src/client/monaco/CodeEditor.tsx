import { Suspense } from 'react';
import type { CodeEditorProps } from './editorProps';
import { CodeEditorSkeleton } from './CodeEditorSkeleton';
import './codeEditor.css';
import { lazyChunk } from '@client/shell/chunks';

// Monaco is a separate chunk, fetched the first time a code editor shows; never part of the first load.
const MonacoCodeEditor = lazyChunk(() => import('./MonacoCodeEditor'));

/** A code editor (Monaco), loaded on first use; a skeleton shows meanwhile. */
export function CodeEditor(props: CodeEditorProps) {
  const height = props.height ?? 260;
  return (
    <div className={`code-editor${props.readOnly ? ' is-read-only' : ''}`}>
      <Suspense fallback={<CodeEditorSkeleton height={height} label={props.ariaLabel} />}>
        <MonacoCodeEditor {...props} height={height} />
      </Suspense>
    </div>
  );
}
