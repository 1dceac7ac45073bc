import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import uPlotCss from 'uplot/dist/uPlot.min.css?inline';

interface ChartProps {
  title: string;
  kind: 'bars' | 'days';
  categories: string[];
  series: ChartSeries[];
}

/** One series: its name and its values, one per category or day. */
export interface ChartSeries {
  label: string;
  values: number[];
}

const HEIGHT = 220;
/** The page's own colours (dashboard/styles.ts), read when the chart is drawn: light or dark. */
const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
const SERIES_VARS = ['--series-1', '--series-2', '--series-3', '--series-4'];
/** Lines that lie on one another stay apart: each series its own dash. */
const DASHES = [[], [8, 4], [2, 3], [12, 3, 2, 3]];

/**
 * Bars per category (side by side, one per series) or lines over days, drawn by uPlot on a
 * canvas. The canvas is an image to assistive technology, its text the numbers themselves;
 * the legend is the page's own list (uPlot's is a table without headers).
 */
export function UPlotChart(props: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  // Drawn again only when what it shows changes, not on every render of the page.
  const drawn = JSON.stringify(props);
  useEffect(() => {
    const target = box.current;
    if (!target || !drawn) return undefined;
    const plot = new uPlot(options(latest.current, target.clientWidth), data(latest.current), target);
    const resize = new ResizeObserver(() => plot.setSize({ width: target.clientWidth, height: HEIGHT }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [drawn]);

  const summary = props.categories
    .map((c, i) => `${c}: ${props.series.map((s) => `${s.label} ${s.values[i] ?? 0}`).join(', ')}`)
    .join('; ');
  return (
    <figure className="chart">
      <figcaption>{props.title}</figcaption>
      <div ref={box} role="img" aria-label={`${props.title}. ${summary}`} />
      <style>{uPlotCss}</style>
      {props.series.length > 1 && (
        <ul className="legend" aria-hidden="true">
          {props.series.map((s, i) => (
            <li key={s.label}>
              <span className="swatch" style={{ background: `var(${SERIES_VARS[i]})` }} /> {s.label}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

/** Bars: each series at its own offset around the category, so the groups stand side by side. */
const offset = (index: number, count: number) => (index - (count - 1) / 2) * (0.8 / count);

function data(props: ChartProps): uPlot.AlignedData {
  if (props.kind === 'days')
    return [props.categories.map((day) => Date.parse(day) / 1000), ...props.series.map((s) => s.values)];
  const count = props.series.length;
  const xs: number[] = [];
  const columns = props.series.map(() => [] as (number | null)[]);
  for (let c = 0; c < props.categories.length; c++) {
    for (const [i, s] of props.series.entries()) {
      xs.push(c + offset(i, count));
      for (const [j, column] of columns.entries()) column.push(j === i ? (s.values[c] ?? 0) : null);
    }
  }
  return [xs, ...columns];
}

function options(props: ChartProps, width: number): uPlot.Options {
  const text = cssVar('--text');
  const grid = cssVar('--border');
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const bars = props.kind === 'bars';
  const barPaths = uPlot.paths.bars?.({ size: [props.series.length > 1 ? 0.9 : 0.6, 64], align: 0 });
  return {
    width: Math.max(width, 200),
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: bars ? { time: false, range: [-0.5, props.categories.length - 0.5] } : { time: true },
      y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
    },
    axes: [
      bars
        ? {
            ...axis,
            splits: () => props.categories.map((_, i) => i),
            values: (_u, splits) => splits.map((i) => props.categories[i] ?? ''),
          }
        : axis,
      {
        ...axis,
        size: 44,
        values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
      },
    ],
    series: [
      {},
      ...props.series.map((s, i) => {
        const colour = cssVar(SERIES_VARS[i]!);
        return bars
          ? {
              label: s.label,
              fill: colour,
              stroke: colour,
              width: 0,
              paths: barPaths,
              points: { show: false },
            }
          : { label: s.label, stroke: colour, width: 2, dash: DASHES[i], points: { size: 6, fill: colour } };
      }),
    ],
  };
}
