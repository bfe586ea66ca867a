import type { LocalizedText } from '../../../shared/localized-text.ts';

/** Seat maps of the demo theatre, drawn in map units with the stage at the top. */
export interface SeedSeat {
  label: string;
  x: number;
  y: number;
  band: string;
  wheelchair?: boolean;
  companion?: boolean;
  aisle?: boolean;
  restrictedView?: LocalizedText;
  stepFree?: LocalizedText;
  positionInRow: 'left' | 'middle' | 'right';
  viewOfStage: 'full' | 'partial' | 'restricted';
  floorsAboveStage: number;
  endOfRow: boolean;
  door?: string;
}

export interface SeedRow {
  label: string;
  rowsInFront: number;
  seats: SeedSeat[];
}

export interface SeedSection {
  code: string;
  name: LocalizedText;
  level: 'orchestra' | 'balcony' | 'booth';
  rows: SeedRow[];
}

export interface SeedVenue {
  id: number;
  name: LocalizedText;
  address: string;
  mapWidth: number;
  mapHeight: number;
  stage: { x: number; y: number; width: number; height: number };
  sections: SeedSection[];
}

const SEAT_PITCH = 30;
const ROW_PITCH = 30;

const STEP_FREE_MAIN: LocalizedText = {
  'en-US': 'Step-free route from the Maple Street entrance, level with this row.',
  'en-GB': 'Step-free route from the Maple Street entrance, level with this row.',
  de: 'Stufenloser Weg vom Eingang Maple Street, ebenerdig zu dieser Reihe.',
  es: 'Acceso sin escalones desde la entrada de Maple Street, al nivel de esta fila.',
  ht: 'Chemen san mach depi antre Maple Street la, menm nivo ak ranje sa a.',
  sv: 'Trappfri väg från entrén på Maple Street, i nivå med den här raden.',
};
const STEP_FREE_STUDIO: LocalizedText = {
  'en-US': 'Step-free from the lobby; this row is at floor level.',
  'en-GB': 'Step-free from the foyer; this row is at floor level.',
  de: 'Stufenlos vom Foyer; diese Reihe liegt ebenerdig.',
  es: 'Sin escalones desde el vestíbulo; esta fila está a nivel del suelo.',
  ht: 'San mach depi lobi a; ranje sa a nan menm nivo ak planche a.',
  sv: 'Trappfritt från foajén; raden ligger i golvnivå.',
};
const SIDE_VIEW: LocalizedText = {
  'en-US': 'Side view: a little of the far side of the stage is hidden.',
  'en-GB': 'Side view: a little of the far side of the stage is hidden.',
  de: 'Seitliche Sicht: ein kleiner Teil der gegenüberliegenden Bühnenseite ist verdeckt.',
  es: 'Vista lateral: se oculta una pequeña parte del lado opuesto del escenario.',
  ht: 'Wè sou kote: yon ti pati nan lòt bò sèn nan kache.',
  sv: 'Sidovy: en liten del av scenens bortre sida syns inte.',
};
const PILLAR_VIEW: LocalizedText = {
  'en-US': 'Restricted view: a balcony pillar hides part of the stage.',
  'en-GB': 'Restricted view: a balcony pillar hides part of the stage.',
  de: 'Eingeschränkte Sicht: eine Balkonsäule verdeckt einen Teil der Bühne.',
  es: 'Vista limitada: una columna del balcón tapa parte del escenario.',
  ht: 'Vi limite: yon poto balkon kache yon pati nan sèn nan.',
  sv: 'Begränsad sikt: en balkongpelare skymmer en del av scenen.',
};

function positionFor(index: number, count: number): SeedSeat['positionInRow'] {
  if (index < count / 3) return 'left';
  if (index >= (2 * count) / 3) return 'right';
  return 'middle';
}

interface RowPlan {
  label: string;
  /** Seats either side of the centre aisle. */
  perSide: number;
  band: (seatIndex: number, count: number) => string;
  wheelchairEnds?: boolean;
  stepFree?: LocalizedText;
  restricted?: (seatIndex: number, count: number) => LocalizedText | undefined;
}

/**
 * Lays out rows split by a centre aisle, numbered from house left (seat 1) to house right, as
 * most American houses do. Rows gently curve towards the stage so the map reads as a theatre.
 */
function layRows(
  plans: RowPlan[],
  opts: { centreX: number; firstY: number; floorsAboveStage: number; curve: number },
): SeedRow[] {
  return plans.map((plan, rowIndex) => {
    const count = plan.perSide * 2;
    const seats: SeedSeat[] = [];
    for (let i = 0; i < count; i++) {
      const leftSide = i < plan.perSide;
      const offsetFromCentre = leftSide ? plan.perSide - i - 0.5 : i - plan.perSide + 0.5;
      const aisleGap = SEAT_PITCH * 0.75;
      const dx = offsetFromCentre * SEAT_PITCH + aisleGap / 2;
      const x = opts.centreX + (leftSide ? -dx : dx);
      const y =
        // Rows arc around the stage: their ends come forward, towards it.
        opts.firstY + rowIndex * ROW_PITCH - opts.curve * (offsetFromCentre / plan.perSide) ** 2;
      const endOfRow = i === 0 || i === count - 1;
      const wheelchair = Boolean(plan.wheelchairEnds) && endOfRow;
      const companion = Boolean(plan.wheelchairEnds) && (i === 1 || i === count - 2) && !wheelchair;
      const restrictedView = plan.restricted?.(i, count);
      seats.push({
        label: String(i + 1),
        x: Math.round(x * 10) / 10,
        y: Math.round(y * 10) / 10,
        band: plan.band(i, count),
        wheelchair,
        companion,
        aisle: endOfRow || i === plan.perSide - 1 || i === plan.perSide,
        ...(restrictedView ? { restrictedView } : {}),
        ...(plan.stepFree ? { stepFree: plan.stepFree } : {}),
        positionInRow: positionFor(i, count),
        viewOfStage: restrictedView
          ? restrictedView === PILLAR_VIEW
            ? 'restricted'
            : 'partial'
          : 'full',
        floorsAboveStage: opts.floorsAboveStage,
        endOfRow,
      });
    }
    return { label: plan.label, rowsInFront: rowIndex, seats };
  });
}

const letters = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => String.fromCharCode(from.charCodeAt(0) + i));

/** Venue 29: the Main Stage, about 400 seats: orchestra, balcony and a sensory viewing booth. */
function mainStage(): SeedVenue {
  const orchestraLetters = letters('A', 14).filter((l) => l !== 'I'); // no row I, as is usual
  const orchestra = layRows(
    orchestraLetters.map((label, r) => ({
      label,
      perSide: Math.min(13, 9 + Math.floor(r / 2)),
      band: (i, count) => {
        const central = i >= count * 0.2 && i < count * 0.8;
        if (r < 8) return central ? 'A' : 'B';
        return central ? 'B' : 'C';
      },
      wheelchairEnds: label === 'H' || label === 'N',
      stepFree: label === 'H' || label === 'N' ? STEP_FREE_MAIN : undefined,
      restricted: (i, count) => (r < 2 && (i === 0 || i === count - 1) ? SIDE_VIEW : undefined),
    })),
    { centreX: 500, firstY: 175, floorsAboveStage: 0, curve: 18 },
  );
  const balcony = layRows(
    ['AA', 'BB', 'CC', 'DD', 'EE'].map((label, r) => ({
      label,
      perSide: 11 + (r > 1 ? 1 : 0),
      band: () => (r < 2 ? 'B' : 'C'),
      restricted: (i, count) => (r >= 3 && (i === 2 || i === count - 3) ? PILLAR_VIEW : undefined),
    })),
    { centreX: 500, firstY: 685, floorsAboveStage: 1, curve: 14 },
  );
  const boothSeats: SeedSeat[] = Array.from({ length: 6 }, (_, i) => ({
    label: String(i + 1),
    x: 880 + (i % 3) * SEAT_PITCH,
    // Behind the orchestra's last row, before the balcony, house right.
    y: 605 + Math.floor(i / 3) * ROW_PITCH,
    band: 'SB',
    aisle: false,
    stepFree: STEP_FREE_MAIN,
    positionInRow: i % 3 === 0 ? 'left' : i % 3 === 2 ? 'right' : 'middle',
    viewOfStage: 'full',
    floorsAboveStage: 0,
    endOfRow: i % 3 !== 1,
  }));
  return {
    id: 29,
    name: {
      'en-US': 'Main Stage',
      'en-GB': 'Main Stage',
      de: 'Große Bühne',
      es: 'Escenario Principal',
      ht: 'Gwo Sèn',
      sv: 'Stora scenen',
    },
    address: '120 Maple Street, Riverton, NY 12401',
    mapWidth: 1000,
    mapHeight: 860,
    stage: { x: 250, y: 30, width: 500, height: 80 },
    sections: [
      {
        code: 'ORCH',
        name: {
          'en-US': 'Orchestra',
          'en-GB': 'Stalls',
          de: 'Parkett',
          es: 'Platea',
          ht: 'Òkès',
          sv: 'Parkett',
        },
        level: 'orchestra',
        rows: orchestra,
      },
      {
        code: 'BALC',
        name: {
          'en-US': 'Balcony',
          'en-GB': 'Circle',
          de: 'Rang',
          es: 'Anfiteatro',
          ht: 'Balkon',
          sv: 'Balkong',
        },
        level: 'balcony',
        rows: balcony,
      },
      {
        code: 'BOOTH',
        name: {
          'en-US': 'Sensory Viewing Booth',
          'en-GB': 'Sensory Viewing Booth',
          de: 'Sensorische Loge',
          es: 'Cabina sensorial',
          ht: 'Kabin sansoryèl',
          sv: 'Sensoriskt bås',
        },
        level: 'booth',
        rows: [
          { label: 'SB', rowsInFront: 0, seats: boothSeats.slice(0, 3) },
          {
            label: 'SC',
            rowsInFront: 1,
            seats: boothSeats.slice(3).map((s, i) => ({ ...s, label: String(i + 4) })),
          },
        ],
      },
    ],
  };
}

function smallHouse(
  id: number,
  name: LocalizedText,
  address: string,
  rows: number,
  perSide: number,
  wheelchairRow: number,
): SeedVenue {
  const planned = layRows(
    letters('A', rows).map((label, r) => ({
      label,
      perSide,
      band: () => (r < Math.ceil(rows / 2) ? 'A' : 'B'),
      wheelchairEnds: r === wheelchairRow,
      stepFree: r === wheelchairRow ? STEP_FREE_STUDIO : undefined,
    })),
    { centreX: 300, firstY: 130, floorsAboveStage: 0, curve: 10 },
  );
  return {
    id,
    name,
    address,
    mapWidth: 600,
    mapHeight: 150 + rows * ROW_PITCH + 30,
    stage: { x: 120, y: 30, width: 360, height: 70 },
    sections: [
      {
        code: 'HOUSE',
        name: {
          'en-US': 'House',
          'en-GB': 'Auditorium',
          de: 'Saal',
          es: 'Sala',
          ht: 'Sal',
          sv: 'Salong',
        },
        level: 'orchestra',
        rows: planned,
      },
    ],
  };
}

export function demoVenues(): SeedVenue[] {
  return [
    mainStage(),
    smallHouse(
      30,
      {
        'en-US': 'Studio Theater',
        'en-GB': 'Studio Theatre',
        de: 'Studiobühne',
        es: 'Teatro Estudio',
        ht: 'Teyat Estidyo',
        sv: 'Studioscenen',
      },
      // A postal address: the same in every language (a "rear entrance" note would be English only).
      '120 Maple Street, Riverton, NY 12401',
      8,
      7,
      0,
    ),
    smallHouse(
      31,
      {
        'en-US': 'Carriage House',
        'en-GB': 'Carriage House',
        de: 'Remise',
        es: 'La Cochera',
        ht: 'Kay Kabwèt',
        sv: 'Vagnshuset',
      },
      '14 Mill Lane, Riverton, NY 12401',
      6,
      6,
      5,
    ),
  ];
}
