/**
 * The drawing of one seat, centred on 0,0 in map units (seats sit 30 units apart). Status is a
 * shape as well as a colour (WCAG 1.4.1): a filled seat is free, a check is chosen, a double
 * ring is held for you, a small cross is taken, an empty ring is not for sale, a diamond is the
 * sensory booth. Wheelchair spaces are squares with the access symbol, companion seats carry a C
 * and a restricted view a small triangle. The map key draws the same glyphs.
 */

export type GlyphKind = 'available' | 'selected' | 'in-cart' | 'taken' | 'unavailable' | 'booth';

/** Band colours: each at least 4.5:1 on white, and white marks on them too (3:1 is the rule). */
export const BAND_COLOURS = ['#0b6e8a', '#7a3fae', '#b04a13', '#1f6b3a', '#8a5a00'];
export const INK = '#1f1a17';
export const TAKEN = '#767676';
export const BOOTH = '#5a524b';
export const RADIUS = 11;

export function bandColour(index: number): string {
  return index < 0 ? BOOTH : (BAND_COLOURS[index % BAND_COLOURS.length] ?? INK);
}

interface GlyphProps {
  kind: GlyphKind;
  colour: string;
  wheelchair?: boolean;
  companion?: boolean;
  restricted?: boolean;
}

function WheelchairMark() {
  return (
    <g className="seat-mark-line">
      <circle cx="0.4" cy="-6.2" r="1.9" className="seat-mark-fill" />
      <path d="M-0.6 -3.2V1.6H4.2L6 6.2M-0.6 -0.6H3.4" />
      <path d="M-2.6 -0.6A4.6 4.6 0 1 0 3.6 5" />
    </g>
  );
}

export function SeatGlyph({ kind, colour, wheelchair, companion, restricted }: GlyphProps) {
  if (kind === 'taken')
    return <path d="M-4.5 -4.5L4.5 4.5M4.5 -4.5L-4.5 4.5" className="seat-taken" stroke={TAKEN} />;
  if (kind === 'unavailable') return <circle r="6.5" className="seat-unavailable" stroke={TAKEN} />;
  if (kind === 'booth')
    return <path d="M0 -10L10 0L0 10L-10 0Z" className="seat-booth" fill={BOOTH} />;
  const chosen = kind === 'selected' || kind === 'in-cart';
  const fill = chosen ? INK : colour;
  return (
    <>
      {kind === 'in-cart' &&
        (wheelchair ? (
          <rect x="-14.5" y="-14.5" width="29" height="29" rx="5" className="seat-ring" />
        ) : (
          <circle r="14.5" className="seat-ring" />
        ))}
      {wheelchair ? (
        <rect x={-RADIUS} y={-RADIUS} width={RADIUS * 2} height={RADIUS * 2} rx="3" fill={fill} />
      ) : (
        <circle r={RADIUS} fill={fill} />
      )}
      {chosen ? (
        <path d="M-5.5 0.5L-1.5 4.5L5.5 -3.5" className="seat-mark-line seat-check" />
      ) : wheelchair ? (
        <WheelchairMark />
      ) : companion ? (
        <text className="seat-letter" y="0.5">
          C
        </text>
      ) : null}
      {restricted && <path d="M4 -15H16L10 -6Z" className="seat-restricted" />}
    </>
  );
}
