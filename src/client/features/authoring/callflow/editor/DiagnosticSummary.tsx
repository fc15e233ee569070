import { Callout } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { Diagnostic } from '@shared/plugin-api';
import { controlId } from '@shared/plugin-api/editor-fields';
import { fieldLabel } from './formContext';

/** 'keys.1.label' → 'Keys › 2 › Label'. */
export function pathLabel(t: TFunction<'flow'>, path: string) {
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : fieldLabel(t, part)))
    .join(' › ');
}

/** The control drawn for a path (or the first control inside it), if it is drawn yet. */
function controlOf(path: string): HTMLElement | null {
  const el = document.getElementById(controlId(path));
  return el && ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(el.tagName)
    ? el
    : (el?.querySelector<HTMLElement>('input, select, textarea, button') ?? null);
}

/** Focuses the control drawn for a path. */
export function focusPath(path: string) {
  controlOf(path)?.focus();
}

/**
 * Puts the focus on a refused field and keeps it there while the editor settles: the field may not be drawn yet
 * (its plugin editor's chunk, its list still loading), and a drawer finishing its opening may take the focus
 * back. Ends after `settleMs`, or at once when the user presses a key or the pointer. Answers a stop function.
 */
export function focusPathWhileSettling(path: string, settleMs = 2000): () => void {
  const keep = () => {
    const target = controlOf(path);
    if (target && document.activeElement !== target) target.focus();
  };
  const frame = requestAnimationFrame(keep);
  const timer = window.setInterval(keep, 50);
  const end = window.setTimeout(() => stop(), settleMs);
  function stop() {
    cancelAnimationFrame(frame);
    window.clearInterval(timer);
    window.clearTimeout(end);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  }
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  return stop;
}

interface Props {
  diagnostics: readonly Diagnostic[];
  /** Where each diagnostic shows ('' for the node as a whole). */
  placeOf(d: Diagnostic): string;
  t: TFunction<'flow'>;
}

/** Every problem of the draft, each a link to its field. */
export function DiagnosticSummary({ diagnostics, placeOf, t }: Props) {
  if (diagnostics.length === 0) return null;
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const intent = errors > 0 ? 'danger' : 'warning';
  return (
    <Callout
      intent={intent}
      compact
      className="cf-summary"
      title={errors > 0 ? t('editor.errors', { count: errors }) : t('editor.warnings', { count: diagnostics.length })}
      role="alert"
    >
      <ul>
        {diagnostics.map((d, i) => {
          const place = placeOf(d);
          return (
            <li key={`${d.path}-${i}`}>
              {place ? (
                <a
                  href={`#${controlId(place)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    focusPath(place);
                  }}
                >
                  {pathLabel(t, d.path || place)}
                </a>
              ) : null}
              {place ? ': ' : ''}
              {d.message}
            </li>
          );
        })}
      </ul>
    </Callout>
  );
}
