import type { LocalizedText } from '../../../shared/localized-text.ts';
import type { Db } from '../client.ts';
import * as s from '../schema.ts';
import { PRIORITY_MODE_OF_SALE_ID } from './reference-data.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 24 * 3600_000;

/**
 * The demo's promo codes (README, "Demo codes"): MEMBERS26 puts the cart in the members'
 * presale mode of sale, which opens the priority performances of Our Town; FRIENDS10 takes 10%
 * off the base price of every ticket.
 */
export const DEMO_PROMO_CODES = {
  members: 'MEMBERS26',
  friends: 'FRIENDS10',
} as const;

const members: LocalizedText = {
  'en-US': "Members' presale: priority booking is open to you.",
  'en-GB': "Members' presale: priority booking is open to you.",
  de: 'Vorverkauf für Mitglieder: Die Vorbuchung steht Ihnen offen.',
  es: 'Preventa para miembros: la reserva prioritaria está abierta para usted.',
  ht: 'Prevant pou manm: rezèvasyon priyorite a louvri pou ou.',
  sv: 'Förköp för medlemmar: förbokningen är öppen för dig.',
};

const friends: LocalizedText = {
  'en-US': 'Friends of the Playhouse: 10% off every ticket.',
  'en-GB': 'Friends of the Playhouse: 10% off every ticket.',
  de: 'Freunde des Theaters: 10 % Rabatt auf jedes Ticket.',
  es: 'Amigos del teatro: 10 % de descuento en cada entrada.',
  ht: 'Zanmi teyat la: 10% rabè sou chak tikè.',
  sv: 'Teaterns vänner: 10 % rabatt på varje biljett.',
};

export async function seedDemoPromoCodes(tx: Tx, now: Date): Promise<void> {
  const validFrom = new Date(now.getTime() - 30 * DAY_MS);
  const validUntil = new Date(now.getTime() + 365 * DAY_MS);
  await tx.insert(s.promoCodes).values([
    {
      code: DEMO_PROMO_CODES.members,
      description: members,
      modeOfSaleId: PRIORITY_MODE_OF_SALE_ID,
      validFrom,
      validUntil,
    },
    {
      code: DEMO_PROMO_CODES.friends,
      description: friends,
      discountPercent: 10,
      validFrom,
      validUntil,
    },
  ]);
}
