import { Spinner } from '@blueprintjs/core';

/** Shown while a session starts or a screen's code loads. */
export function Loading({ label }: { label?: string }) {
  return (
    <div className="studio-loading" role="status" aria-live="polite">
      <Spinner size={32} />
      {label && <span>{label}</span>}
    </div>
  );
}
