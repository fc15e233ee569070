import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import type { ChartData } from '@shared/api/reports';
import type { ChartOptions } from '@shared/reports';
import type { Cell, ReportResult } from './report-run';

/** The chart's numbers from an instance's rows: a label per row (or per distinct x), a series per y column. */
export function chartDataOf(chart: ChartOptions, result: ReportResult): ChartData {
  if (chart.type === 'table' || chart.x === null) return { type: chart.type, x: null, labels: [], series: [] };
  const xi = result.columns.indexOf(chart.x);
  const ys = chart.y.map((y) => result.columns.indexOf(y));
  const sums = new Map<string, number[]>();
  for (const row of result.rows) {
    const label = String(row[xi] ?? '');
    const values = sums.get(label) ?? ys.map(() => 0);
    ys.forEach((yi, i) => (values[i] += Number(row[yi] ?? 0)));
    sums.set(label, values);
  }
  const labels = [...sums.keys()].sort();
  return { type: chart.type, x: chart.x, labels, series: chart.y.map((name, i) => ({ name, values: labels.map((l) => sums.get(l)![i]) })) };
}

/** The chart's numbers as a table: the x column, then one column per series. */
export function chartTable(data: ChartData): ReportResult {
  return {
    columns: [data.x ?? '', ...data.series.map((s) => s.name)],
    rows: data.labels.map((l, i) => [l, ...data.series.map((s) => s.values[i])]),
  };
}

export const toCsv = (result: ReportResult): string =>
  stringify([result.columns, ...result.rows.map((r) => r.map((c: Cell) => (c === null ? '' : c)))]);

export async function toXlsx(result: ReportResult, sheetName: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Report');
  sheet.addRow(result.columns);
  sheet.getRow(1).font = { bold: true };
  for (const row of result.rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const palette = ['#244CDE', '#0e97d4', '#d9822b', '#29a634', '#8f398f', '#c23030'];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chart drawn on the server as SVG (line, bar or pie), with a title and a legend; a table chart draws its title only. */
export function chartSvg(data: ChartData, title: string): string {
  const w = 800;
  const h = 400;
  const pad = { l: 60, r: 20, t: 40, b: 60 };
  const parts: string[] = [`<text x="${w / 2}" y="24" text-anchor="middle" font-size="16" font-family="sans-serif">${esc(title)}</text>`];
  const all = data.series.flatMap((s) => s.values);
  if (data.type === 'pie' && data.series[0]) {
    const values = data.series[0].values;
    const total = values.reduce((a, b) => a + b, 0) || 1;
    let angle = -Math.PI / 2;
    const [cx, cy, r] = [w / 2 - 100, h / 2 + 10, 140];
    values.forEach((v, i) => {
      const next = angle + (2 * Math.PI * v) / total;
      const large = next - angle > Math.PI ? 1 : 0;
      const p = (a: number) => `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
      parts.push(
        values.length === 1
          ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette[0]}"/>`
          : `<path d="M ${cx} ${cy} L ${p(angle)} A ${r} ${r} 0 ${large} 1 ${p(next)} Z" fill="${palette[i % palette.length]}"/>`,
      );
      parts.push(
        `<rect x="${w - 260}" y="${60 + i * 20}" width="12" height="12" fill="${palette[i % palette.length]}"/><text x="${w - 242}" y="${71 + i * 20}" font-size="12" font-family="sans-serif">${esc(data.labels[i])}: ${v}</text>`,
      );
      angle = next;
    });
  } else if (data.type !== 'table') {
    const max = Math.max(1, ...all);
    const plotW = w - pad.l - pad.r;
    const plotH = h - pad.t - pad.b;
    const n = Math.max(1, data.labels.length);
    const x = (i: number) => pad.l + (plotW * (i + 0.5)) / n;
    const y = (v: number) => pad.t + plotH - (plotH * v) / max;
    parts.push(
      `<line x1="${pad.l}" y1="${pad.t + plotH}" x2="${w - pad.r}" y2="${pad.t + plotH}" stroke="#888"/><line x1="${pad.l}" y1="${pad.t}" x2="${pad.l}" y2="${pad.t + plotH}" stroke="#888"/>`,
    );
    parts.push(
      `<text x="${pad.l - 6}" y="${pad.t + 4}" text-anchor="end" font-size="11" font-family="sans-serif">${max}</text><text x="${pad.l - 6}" y="${pad.t + plotH}" text-anchor="end" font-size="11" font-family="sans-serif">0</text>`,
    );
    const step = Math.ceil(n / 12);
    data.labels.forEach(
      (l, i) =>
        i % step === 0 &&
        parts.push(`<text x="${x(i)}" y="${h - pad.b + 16}" text-anchor="middle" font-size="10" font-family="sans-serif">${esc(l)}</text>`),
    );
    data.series.forEach((s, si) => {
      const colour = palette[si % palette.length];
      if (data.type === 'line')
        parts.push(
          `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}"/>`,
        );
      else {
        const bw = Math.max(1, plotW / n / (data.series.length + 1));
        s.values.forEach((v, i) =>
          parts.push(
            `<rect x="${(x(i) - (bw * data.series.length) / 2 + si * bw).toFixed(1)}" y="${y(v).toFixed(1)}" width="${bw.toFixed(1)}" height="${(pad.t + plotH - y(v)).toFixed(1)}" fill="${colour}"/>`,
          ),
        );
      }
      parts.push(
        `<rect x="${pad.l + si * 140}" y="${h - 22}" width="12" height="12" fill="${colour}"/><text x="${pad.l + 18 + si * 140}" y="${h - 12}" font-size="12" font-family="sans-serif">${esc(s.name)}</text>`,
      );
    });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`;
}
