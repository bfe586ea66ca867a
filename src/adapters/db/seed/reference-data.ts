import type { LocalizedText } from '../../../shared/localized-text.ts';

const t = (
  enUS: string,
  enGB: string,
  de: string,
  es: string,
  ht: string,
  sv: string,
): LocalizedText => ({ 'en-US': enUS, 'en-GB': enGB, de, es, ht, sv });

/** Price bands: where you sit. A is the top band, C the bottom; Sensory Booth is not sold online. */
export const PRICE_BANDS = [
  {
    id: 1,
    code: 'A',
    name: t('Band A', 'Band A', 'Kategorie A', 'Zona A', 'Kategori A', 'Kategori A'),
    onlineSale: true,
    sortOrder: 1,
  },
  {
    id: 2,
    code: 'B',
    name: t('Band B', 'Band B', 'Kategorie B', 'Zona B', 'Kategori B', 'Kategori B'),
    onlineSale: true,
    sortOrder: 2,
  },
  {
    id: 3,
    code: 'C',
    name: t('Band C', 'Band C', 'Kategorie C', 'Zona C', 'Kategori C', 'Kategori C'),
    onlineSale: true,
    sortOrder: 3,
  },
  {
    id: 4,
    code: 'SB',
    name: t(
      'Sensory Booth',
      'Sensory Booth',
      'Sensorische Loge',
      'Cabina sensorial',
      'Kabin sansoryèl',
      'Sensoriskt bås',
    ),
    onlineSale: false,
    sortOrder: 4,
  },
] as const;

/** Price types: who you are. Ids 1 (default), 115, 350 and 908 are fixed by the spec. */
export const PRICE_TYPES = [
  {
    id: 1,
    code: 'ADULT',
    name: t('Adult', 'Adult', 'Erwachsene', 'Adulto', 'Granmoun', 'Vuxen'),
    description: t(
      'Full price',
      'Full price',
      'Normalpreis',
      'Precio completo',
      'Pri nòmal',
      'Fullt pris',
    ),
    isDefault: true,
    requiresAccessRegistration: false,
    share: 1,
    sortOrder: 1,
  },
  {
    id: 2,
    code: 'SENIOR',
    name: t(
      'Senior (65+)',
      'Senior (65+)',
      'Senioren (65+)',
      'Mayores (65+)',
      'Granmoun aje (65+)',
      'Pensionär (65+)',
    ),
    description: t(
      'Aged 65 and over',
      'Aged 65 and over',
      'Ab 65 Jahren',
      'De 65 años en adelante',
      'Moun ki gen 65 an oswa plis',
      'Från 65 år',
    ),
    isDefault: false,
    requiresAccessRegistration: false,
    share: 0.85,
    sortOrder: 2,
  },
  {
    id: 3,
    code: 'STUDENT',
    name: t('Student', 'Student', 'Studierende', 'Estudiante', 'Etidyan', 'Student'),
    description: t(
      'With a valid student ID',
      'With a valid student ID',
      'Mit gültigem Studierendenausweis',
      'Con credencial de estudiante vigente',
      'Avèk yon kat etidyan ki valab',
      'Med giltig studentlegitimation',
    ),
    isDefault: false,
    requiresAccessRegistration: false,
    share: 0.6,
    // One student ticket each, up to four per customer: the theatre's rule for its cheap seats.
    limitPerCustomer: 4,
    sortOrder: 3,
  },
  {
    id: 4,
    code: 'CHILD',
    name: t(
      'Child (under 13)',
      'Child (under 13)',
      'Kinder (unter 13)',
      'Niños (menores de 13)',
      'Timoun (mwens pase 13 an)',
      'Barn (under 13)',
    ),
    description: t(
      'Aged 12 and under',
      'Aged 12 and under',
      'Bis 12 Jahre',
      'Hasta 12 años',
      '12 an oswa mwens',
      'Till och med 12 år',
    ),
    isDefault: false,
    requiresAccessRegistration: false,
    share: 0.5,
    sortOrder: 4,
  },
  {
    id: 115,
    code: 'STANDARD_EXTRA',
    name: t(
      'Standard extra',
      'Standard extra',
      'Zusätzlicher Normalpreis',
      'Entrada estándar adicional',
      'Plas estanda anplis',
      'Extra standardbiljett',
    ),
    description: t(
      'An extra full-price seat beside an access booking',
      'An extra full-price seat beside an access booking',
      'Ein zusätzlicher Platz zum Normalpreis neben einer barrierefreien Buchung',
      'Un asiento adicional a precio completo junto a una reserva accesible',
      'Yon plas anplis a pri nòmal bò kote yon rezèvasyon aksè',
      'En extra plats till fullt pris bredvid en tillgänglighetsbokning',
    ),
    isDefault: false,
    requiresAccessRegistration: true,
    share: 1,
    sortOrder: 5,
  },
  {
    id: 350,
    code: 'WHEELCHAIR',
    name: t(
      'Wheelchair user',
      'Wheelchair user',
      'Rollstuhlplatz',
      'Usuario de silla de ruedas',
      'Moun ki sou chèz woulant',
      'Rullstolsplats',
    ),
    description: t(
      'For access scheme members using a wheelchair space',
      'For access scheme members using a wheelchair space',
      'Für Mitglieder des Zugangsprogramms auf einem Rollstuhlplatz',
      'Para miembros del programa de accesibilidad en un espacio para silla de ruedas',
      'Pou manm pwogram aksè a ki itilize yon espas pou chèz woulant',
      'För medlemmar i tillgänglighetsprogrammet på en rullstolsplats',
    ),
    isDefault: false,
    requiresAccessRegistration: true,
    share: 0.5,
    sortOrder: 6,
  },
  {
    id: 908,
    code: 'WHEELCHAIR_COMPANION',
    name: t(
      'Wheelchair companion',
      'Wheelchair companion',
      'Begleitperson Rollstuhl',
      'Acompañante de silla de ruedas',
      'Konpayon moun ki sou chèz woulant',
      'Ledsagare rullstol',
    ),
    description: t(
      'A companion seat beside a wheelchair space',
      'A companion seat beside a wheelchair space',
      'Ein Begleitplatz neben einem Rollstuhlplatz',
      'Un asiento para acompañante junto a un espacio para silla de ruedas',
      'Yon plas pou konpayon bò kote yon espas chèz woulant',
      'En ledsagarplats bredvid en rullstolsplats',
    ),
    isDefault: false,
    requiresAccessRegistration: true,
    share: 0.5,
    sortOrder: 7,
  },
] as const;

/** Modes of sale: which prices and rules apply. 3 is the default online public sale. */
export const MODES_OF_SALE = [
  {
    id: 1,
    name: t('Box office', 'Box office', 'Theaterkasse', 'Taquilla', 'Biwo tikè', 'Biljettkassa'),
    isDefault: false,
    isPriority: false,
  },
  {
    id: 3,
    name: t('Online', 'Online', 'Online', 'En línea', 'Sou entènèt', 'Online'),
    isDefault: true,
    isPriority: false,
  },
  {
    id: 4,
    name: t(
      "Members' presale",
      "Members' presale",
      'Vorverkauf für Mitglieder',
      'Preventa para miembros',
      'Prevant pou manm',
      'Förköp för medlemmar',
    ),
    isDefault: false,
    isPriority: true,
  },
] as const;

export { DEFAULT_MODE_OF_SALE_ID } from '../../../domain/catalogue/sale-constants.ts';
export const PRIORITY_MODE_OF_SALE_ID = 4;

/** Mandatory per-ticket facility fee by band, in cents: part of every all-in price. */
export const FACILITY_FEE_CENTS: Record<string, number> = { A: 350, B: 300, C: 250, SB: 300 };
