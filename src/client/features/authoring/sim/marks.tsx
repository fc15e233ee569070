import type { SimMark } from './store';
import './marks.css';
export { useSimMarks } from './store';

/** The words of the marks in the user's language, set by the canvas's simulator commands (nodes read them without a hook each). */
let words: Record<SimMark, string> = {
  current: 'current step',
  visited: 'visited',
  breakpoint: 'breakpoint',
  error: 'raised an error',
  failed: 'failing test step',
};
export const setSimWords = (next: Record<SimMark, string>) => {
  words = next;
};

const list = (marks: string) => (marks ? (marks.split(' ') as SimMark[]) : []);
export const simClasses = (marks: string) =>
  list(marks)
    .map((m) => ` cf-sim-${m}`)
    .join('');
/** The marks in words, for the node's accessible name: " (current step, breakpoint)". */
export const simWords = (marks: string) =>
  marks
    ? ` (${list(marks)
        .map((m) => words[m])
        .join(', ')})`
    : '';

/** Shapes besides colour: a ring and ▶ on the current node, a red dot for a breakpoint, ! on an error or failing step. */
export function SimBadges({ marks, w, h }: { marks: string; w: number; h: number }) {
  const m = list(marks);
  return (
    <g className="cf-sim-marks" aria-hidden="true">
      {m.includes('current') && (
        <>
          <rect className="cf-sim-ring" x={-6} y={-6} width={w + 12} height={h + 12} rx={12} />
          <g className="cf-sim-badge cf-sim-badge-current" transform={`translate(${w / 2 - 9} -18)`}>
            <circle cx={9} cy={9} r={9} />
            <text x={9.5} y={13} textAnchor="middle">
              ▶
            </text>
          </g>
        </>
      )}
      {m.includes('breakpoint') && (
        <g className="cf-sim-badge cf-sim-badge-breakpoint" transform={`translate(-8 ${h / 2 - 8})`}>
          <circle cx={8} cy={8} r={7} />
        </g>
      )}
      {(m.includes('error') || m.includes('failed')) && (
        <g className="cf-sim-badge cf-sim-badge-error" transform={`translate(${w - 10} ${h - 10})`}>
          <circle cx={9} cy={9} r={9} />
          <text x={9} y={13} textAnchor="middle">
            !
          </text>
        </g>
      )}
    </g>
  );
}
