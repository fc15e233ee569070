import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * Sessions per day with uPlot. Keyboard reachable: the chart takes focus, the arrow keys (Home, End) move the
 * cursor from day to day and a live region reads the day and its figure; the same numbers are in the table view.
 */
export function UsagePlot({
  days,
  label,
  describe,
}: {
  days: { date: string; sessions: number }[];
  label: string;
  describe: (day: string, sessions: number) => string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [at, setAt] = useState<number | null>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const data: uPlot.AlignedData = [days.map((d) => seconds(d.date)), days.map((d) => d.sessions)];
    const series: uPlot.Series[] = [{}, { label, stroke: '#2d72d2', width: 2, fill: 'rgba(45, 114, 210, 0.12)' }];
    plot.current = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: 240,
        series,
        axes: [{}, { size: 48 }],
        scales: { x: { time: true } },
        legend: { live: false },
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.current?.setSize({ width: Math.max(280, el.clientWidth), height: 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [days, label]);
  const move = (i: number) => {
    const index = Math.max(0, Math.min(days.length - 1, i));
    setAt(index);
    const p = plot.current;
    if (p) p.setCursor({ left: p.valToPos(seconds(days[index].date), 'x'), top: p.valToPos(days[index].sessions, 'y') });
  };
  const onKey = (e: React.KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: (at ?? -1) + 1, ArrowLeft: (at ?? days.length) - 1, Home: 0, End: days.length - 1 };
    if (!(e.key in keys) || days.length === 0) return;
    e.preventDefault();
    move(keys[e.key]);
  };
  return (
    <div className="usage-plot-wrap">
      <div ref={host} className="usage-plot" role="img" tabIndex={0} aria-label={label} onKeyDown={onKey} />
      <p className="usage-sr" aria-live="polite">
        {at !== null && days[at] ? describe(days[at].date, days[at].sessions) : ''}
      </p>
    </div>
  );
}
