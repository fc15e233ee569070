import { lazy, Suspense } from 'react';
import type { CodeCompletion } from './completion';
import { CodeEditorSkeleton } from './CodeEditorSkeleton';
import './codeEditor.css';

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  /** A Monaco language id: 'javascript' for functions. */
  language: string;
  readOnly?: boolean;
  /** Offered as completions in this editor (beside the language's own). */
  completions?: readonly CodeCompletion[];
  height?: number | string;
  ariaLabel: string;
  /** The model's path: one model per edited thing, e.g. `function-12.js`. */
  path?: string;
  placeholder?: string;
}

// Monaco is a separate chunk, fetched the first time a code editor shows; never part of the first load.
const MonacoCodeEditor = lazy(() => import('./MonacoCodeEditor'));

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
