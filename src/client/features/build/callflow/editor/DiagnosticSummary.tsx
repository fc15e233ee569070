import { Callout } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { Diagnostic } from '@shared/plugin-api';
import { controlId } from './diagnostics';
import { fieldLabel } from './formContext';

/** 'keys.1.label' → 'Keys › 2 › Label'. */
export function pathLabel(t: TFunction<'flow'>, path: string) {
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : fieldLabel(t, part)))
    .join(' › ');
}

/** Focuses the control drawn for a path (or the first control inside it). */
export function focusPath(path: string) {
  const el = document.getElementById(controlId(path));
  const target = el && ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) ? el : el?.querySelector<HTMLElement>('input, select, textarea');
  target?.focus();
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
    <Callout intent={intent} compact className="cf-summary" title={errors > 0 ? t('editor.errors', { count: errors }) : t('editor.warnings', { count: diagnostics.length })} role="alert">
      <ul>
        {diagnostics.map((d, i) => {
          const place = placeOf(d);
          return (
            <li key={`${d.path}-${i}`}>
              {place ? (
                <a href={`#${controlId(place)}`} onClick={(e) => { e.preventDefault(); focusPath(place); }}>
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
