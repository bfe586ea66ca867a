import type { LocalizedText } from '../../../shared/localized-text.ts';
import type { Db } from '../client.ts';
import * as s from '../schema.ts';
import { COUNTRIES, US_STATES } from './countries.ts';

const t = (
  enUS: string,
  enGB: string,
  de: string,
  es: string,
  ht: string,
  sv: string,
): LocalizedText => ({ 'en-US': enUS, 'en-GB': enGB, de, es, ht, sv });

/** Access constituencies (spec §3): 60 in access-requirements, 73–79 in accommodation-requests. */
export const CONSTITUENCIES = [
  {
    id: 60,
    group: 'access-requirements' as const,
    label: t(
      'Yes, I have accommodation requests',
      'Yes, I have accommodation requests',
      'Ja, ich habe Wünsche zur Barrierefreiheit',
      'Sí, tengo solicitudes de adaptación',
      'Wi, mwen gen demann pou akomodasyon',
      'Ja, jag har önskemål om anpassningar',
    ),
  },
  {
    id: 73,
    group: 'accommodation-requests' as const,
    label: t(
      'Wheelchair access',
      'Wheelchair access',
      'Rollstuhlzugang',
      'Acceso para silla de ruedas',
      'Aksè pou chèz woulant',
      'Rullstolsanpassning',
    ),
  },
  {
    id: 74,
    group: 'accommodation-requests' as const,
    label: t(
      'Physical impairments',
      'Physical impairments',
      'Körperliche Beeinträchtigungen',
      'Discapacidad física',
      'Andikap fizik',
      'Fysiska funktionsnedsättningar',
    ),
  },
  {
    id: 75,
    group: 'accommodation-requests' as const,
    label: t(
      'Deaf or hard of hearing',
      'Deaf or hard of hearing',
      'Gehörlos oder schwerhörig',
      'Sordera o dificultades auditivas',
      'Soud oswa pa tande byen',
      'Döv eller hörselskadad',
    ),
  },
  {
    id: 76,
    group: 'accommodation-requests' as const,
    label: t(
      'Visually impaired',
      'Visually impaired',
      'Sehbehindert',
      'Discapacidad visual',
      'Andikap vizyèl',
      'Synskadad',
    ),
  },
  {
    id: 77,
    group: 'accommodation-requests' as const,
    label: t(
      'Brain change or intellectual/developmental disability',
      'Brain change or intellectual/developmental disability',
      'Hirnveränderung oder geistige Behinderung bzw. Entwicklungsstörung',
      'Cambio cerebral o discapacidad intelectual o del desarrollo',
      'Chanjman nan sèvo oswa andikap entelektyèl/devlopman',
      'Förändring i hjärnan eller intellektuell funktionsnedsättning/utvecklingsstörning',
    ),
  },
  {
    id: 78,
    group: 'accommodation-requests' as const,
    label: t(
      'Other requirements',
      'Other requirements',
      'Andere Bedürfnisse',
      'Otras necesidades',
      'Lòt bezwen',
      'Andra behov',
    ),
  },
  {
    id: 79,
    group: 'accommodation-requests' as const,
    label: t(
      'Family/private restroom',
      'Family/private toilet',
      'Familien- oder Einzeltoilette',
      'Baño familiar o privado',
      'Twalèt fanmi/prive',
      'Familjetoalett eller enskild toalett',
    ),
  },
];

/** Reference data of accounts, on every database (idempotent). */
export async function seedAccountReferenceData(db: Db): Promise<void> {
  await db.insert(s.countries).values(COUNTRIES).onConflictDoNothing();
  await db
    .insert(s.countryStates)
    .values(US_STATES.map(([code, name]) => ({ countryId: 1, code, name })))
    .onConflictDoNothing();
  await db
    .insert(s.constituencies)
    .values(CONSTITUENCIES.map((c, sortOrder) => ({ ...c, sortOrder })))
    .onConflictDoNothing();
}
