/**
 * The reports' charts, drawn by hand (no chart library: the staff part stays small): bars in
 * HTML, columns over time and a house's parts in SVG. Each is a figure with a caption; the
 * chart is an image whose description reads every bar's
 * label and value, and each page shows the same figures in a table beside or below it. Nothing
 * is told by colour alone: every bar carries its label and value in text, and the parts of a
 * house (sold, held, free, unavailable) differ in pattern as well as colour, with a legend.
 */
import { useId } from 'react';

export interface Bar {
  key: string | number;
  label: string;
  value: number;
  /** The value as the reader reads it ("$1,234.00", "12 of 400"). */
  text: string;
  /**
   * The whole the value is part of (a house's capacity): the bar's track is drawn as that whole
   * and the bar as its share, rather than against the largest bar.
   */
  of?: number;
}

const WIDTH = 640;

/**
 * Horizontal bars, one per row, each with its name and value beside it (under its name on a
 * phone). Drawn in HTML rather than SVG so its text keeps the page's size at any width (an SVG
 * scaled to a phone shrank it past reading); the whole is one image whose description reads
 * every bar.
 */
export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const id = useId();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <figure className="report-chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <div
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="bar-chart"
      >
        {bars.map((bar) => {
          const whole = bar.of ?? max;
          const share = whole > 0 ? Math.min(100, (Math.max(0, bar.value) / whole) * 100) : 0;
          return (
            <div className="bar-row" key={bar.key}>
              <span className="bar-label">{bar.label}</span>
              <span className={bar.of === undefined ? 'bar-track' : 'bar-track bar-track-whole'}>
                <span
                  className={bar.value > 0 ? 'bar-fill' : 'bar-fill bar-fill-none'}
                  style={{ width: `${share}%` }}
                />
              </span>
              <span className="bar-value">{bar.text}</span>
            </div>
          );
        })}
      </div>
      <p id={`${id}-desc`} hidden>
        {bars.map((bar) => `${bar.label}: ${bar.text}`).join('; ')}
      </p>
    </figure>
  );
}

export interface Column {
  key: string;
  /** Under the axis (shown for some columns only); `label` names it in full. */
  tick: string;
  label: string;
  value: number;
  text: string;
}

const COLUMN_HEIGHT = 220;
const AXIS_WIDTH = 80;
const AXIS_HEIGHT = 40;
const TICKS = 4;

/** A round step for an axis: 1, 2 or 5 times a power of ten, at least a quarter of `max`. */
export function niceStep(max: number, ticks = TICKS): number {
  if (max <= 0) return 1;
  const rough = max / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough);
  return step ?? 10 * power;
}

/**
 * Columns over time (a day each), with a value axis; for a long period only some columns are
 * named under the axis, every one in its tooltip, the description and the table.
 */
export function ColumnChart({
  title,
  summary,
  columns,
  axis,
}: {
  title: string;
  /** One sentence the description starts with: the period's total, its highest column. */
  summary: string;
  columns: readonly Column[];
  /** An axis value as text ("$1,000"). */
  axis: (value: number) => string;
}) {
  const id = useId();
  const max = Math.max(0, ...columns.map((c) => c.value));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plotWidth = WIDTH - AXIS_WIDTH;
  const slot = plotWidth / Math.max(1, columns.length);
  // At most six names under the axis (a day's name is long); on a phone every other one
  // (the CSS hides `chart-tick-odd`), its text larger there.
  const every = Math.max(1, Math.ceil(columns.length / 6));
  const yOf = (value: number) => 10 + (COLUMN_HEIGHT - 10) * (1 - value / top);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  return (
    <figure className="report-chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${COLUMN_HEIGHT + AXIS_HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="column-chart"
      >
        <title>{title}</title>
        <desc id={`${id}-desc`}>
          {[
            summary,
            ...columns.filter((c) => c.value !== 0).map((c) => `${c.label}: ${c.text}`),
          ].join('; ')}
        </desc>
        {ticks.map((value) => (
          <g key={value}>
            <line
              x1={AXIS_WIDTH}
              x2={WIDTH}
              y1={yOf(value)}
              y2={yOf(value)}
              className="chart-grid"
            />
            <text x={AXIS_WIDTH - 8} y={yOf(value)} className="chart-axis" textAnchor="end">
              {axis(value)}
            </text>
          </g>
        ))}
        {columns.map((column, i) => {
          const x = AXIS_WIDTH + i * slot;
          const y = yOf(Math.max(0, column.value));
          return (
            <g key={column.key}>
              <title>{`${column.label}: ${column.text}`}</title>
              <rect
                x={x + slot * 0.12}
                y={y}
                width={Math.max(1, slot * 0.76)}
                height={COLUMN_HEIGHT - y}
                className="chart-bar"
              />
              {i % every === 0 && (
                <text
                  x={x + slot / 2}
                  y={COLUMN_HEIGHT + 24}
                  className={(i / every) % 2 === 1 ? 'chart-axis chart-tick-odd' : 'chart-axis'}
                  textAnchor="middle"
                >
                  {column.tick}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export type SeatPart = 'sold' | 'held' | 'free' | 'unavailable';
export const SEAT_PARTS: readonly SeatPart[] = ['sold', 'held', 'free', 'unavailable'];

/** A swatch of a part's pattern, for the legend. */
function Swatch({ part, patterns }: { part: SeatPart; patterns: string }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="chart-swatch">
      <rect
        x="1"
        y="1"
        width="18"
        height="18"
        fill={`url(#${patterns}-${part})`}
        className="chart-outline"
      />
    </svg>
  );
}

/**
 * A house in one bar: sold, held, free and unavailable side by side, each in its own pattern,
 * with a legend that names each part and its count.
 */
export function SeatsBar({
  title,
  parts,
}: {
  title: string;
  parts: readonly { part: SeatPart; label: string; value: number; text: string }[];
}) {
  const id = useId().replace(/:/g, '');
  const total = parts.reduce((sum, p) => sum + p.value, 0);
  let x = 0;
  return (
    <figure className="report-chart seats-chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} 44`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="seats-bar"
      >
        <title>{title}</title>
        <desc id={`${id}-desc`}>{parts.map((p) => `${p.label}: ${p.text}`).join('; ')}</desc>
        <defs>
          <pattern id={`${id}-sold`} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" className="seat-sold" />
          </pattern>
          <pattern
            id={`${id}-held`}
            width="8"
            height="8"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="8" height="8" className="seat-held-ground" />
            <rect width="3" height="8" className="seat-held" />
          </pattern>
          <pattern id={`${id}-free`} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" className="seat-free" />
          </pattern>
          <pattern id={`${id}-unavailable`} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" className="seat-unavailable-ground" />
            <circle cx="4" cy="4" r="1.6" className="seat-unavailable" />
          </pattern>
        </defs>
        {parts.map((p) => {
          const width = total > 0 ? (p.value / total) * WIDTH : 0;
          const at = x;
          x += width;
          return (
            <rect
              key={p.part}
              x={at}
              y={4}
              width={width}
              height={36}
              fill={`url(#${id}-${p.part})`}
              className="chart-outline"
            >
              <title>{`${p.label}: ${p.text}`}</title>
            </rect>
          );
        })}
      </svg>
      <ul className="chart-legend">
        {parts.map((p) => (
          <li key={p.part}>
            <Swatch part={p.part} patterns={id} />
            <span>
              {p.label}: <strong>{p.text}</strong>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
