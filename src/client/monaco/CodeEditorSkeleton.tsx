import { Spinner } from '@blueprintjs/core';

/** What shows while Monaco loads: the editor's box (same height), busy, with a spinner. */
export function CodeEditorSkeleton({ height, label }: { height: number | string; label: string }) {
  return (
    <div className="code-editor-loading" style={{ height }} role="status" aria-busy="true" aria-label={label}>
      <Spinner size={20} />
    </div>
  );
}
