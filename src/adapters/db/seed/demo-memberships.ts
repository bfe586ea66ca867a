/**
 * The demo's membership levels (issue 12): Friend, Supporter (monthly or yearly), Patron and
 * Student, each giving the members' presale mode of sale (member prices, priority booking). James
 * is a Supporter paying monthly, his card kept at the test gateway (README, "Demo accounts").
 */
import { eq } from 'drizzle-orm';
import { addDays, paidThrough, today } from '../../../domain/memberships/membership-terms.ts';
import { dueOnOf, firstAttemptAt } from '../../../domain/payment-plans/instalment-rules.ts';
import type { LocalizedText } from '../../../shared/localized-text.ts';
import type { Db } from '../client.ts';
import * as s from '../schema.ts';
import { DEMO_CUSTOMERS } from './demo-customers.ts';
import { PRIORITY_MODE_OF_SALE_ID } from './reference-data.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const t = (
  enUS: string,
  enGB: string,
  de: string,
  es: string,
  ht: string,
  sv: string,
): LocalizedText => ({ 'en-US': enUS, 'en-GB': enGB, de, es, ht, sv });

const PRESALE = t(
  'Book before the public in the members’ presale',
  'Book before the public during priority booking',
  'Buchen Sie vor allen anderen im Vorverkauf für Mitglieder',
  'Reserve antes que el público en la preventa para miembros',
  'Rezève anvan piblik la pandan prevant pou manm yo',
  'Boka före alla andra i förköpet för medlemmar',
);
const MEMBER_PRICES = t(
  '$5 off every ticket to members’ presale performances',
  '$5 off every ticket to priority booking performances',
  '5 $ Rabatt auf jedes Ticket für Vorstellungen im Mitglieder-Vorverkauf',
  '5 $ de descuento en cada entrada para funciones de la preventa para miembros',
  '5 $ rabè sou chak tikè pou reprezantasyon prevant manm yo',
  '5 $ rabatt på varje biljett till föreställningar i medlemsförköpet',
);
const NEWSLETTER = t(
  'The members’ newsletter, with rehearsal news',
  'The members’ newsletter, with rehearsal news',
  'Der Mitglieder-Newsletter mit Neuigkeiten von den Proben',
  'El boletín para miembros, con noticias de los ensayos',
  'Bilten manm yo, ak nouvèl repetisyon yo',
  'Medlemsbrevet, med nyheter från repetitionerna',
);
const DRINKS = t(
  'Two intermission drinks each season',
  'Two interval drinks each season',
  'Zwei Pausengetränke pro Spielzeit',
  'Dos bebidas en el intermedio cada temporada',
  'De bwason pandan antrak chak sezon',
  'Två pausdrinkar varje säsong',
);
const PARKING = t(
  'A reserved parking space at every performance',
  'A reserved parking space at every performance',
  'Ein reservierter Parkplatz bei jeder Vorstellung',
  'Un lugar de estacionamiento reservado en cada función',
  'Yon plas pakin rezève nan chak reprezantasyon',
  'En reserverad parkeringsplats vid varje föreställning',
);
const DRESS = t(
  'An invitation to the dress rehearsal of every production',
  'An invitation to the dress rehearsal of every production',
  'Eine Einladung zur Generalprobe jeder Produktion',
  'Una invitación al ensayo general de cada producción',
  'Yon envitasyon pou repetisyon jeneral chak pwodiksyon',
  'En inbjudan till generalrepetitionen av varje uppsättning',
);

const LEVELS = [
  {
    slug: 'friend',
    name: t('Friend', 'Friend', 'Freund', 'Amigo', 'Zanmi', 'Vän'),
    description: t(
      'For everyone who loves the Playhouse: book first, and hear what is coming before anyone else.',
      'For everyone who loves the Playhouse: book first, and hear what is coming before anyone else.',
      'Für alle, die das Playhouse lieben: zuerst buchen und vor allen anderen erfahren, was kommt.',
      'Para todos los que aman el Playhouse: reserve primero y entérese antes que nadie de lo que viene.',
      'Pou tout moun ki renmen Playhouse la: rezève anvan, epi konnen anvan tout moun sa k ap vini.',
      'För alla som älskar Playhouse: boka först och få veta vad som kommer före alla andra.',
    ),
    benefits: [PRESALE, MEMBER_PRICES, NEWSLETTER],
    benefitsValueCents: 0,
    prices: { 'one-off': 6000, yearly: 6000 },
  },
  {
    slug: 'supporter',
    name: t('Supporter', 'Supporter', 'Förderer', 'Colaborador', 'Sipòtè', 'Supporter'),
    description: t(
      'Our most popular level, paid monthly or yearly: everything a Friend has, and a drink on us.',
      'Our most popular level, paid monthly or yearly: everything a Friend has, and a drink on us.',
      'Unsere beliebteste Stufe, monatlich oder jährlich bezahlt: alles, was ein Freund hat, und ein Getränk von uns.',
      'Nuestro nivel más popular, con pago mensual o anual: todo lo que tiene un Amigo, y una bebida por nuestra cuenta.',
      'Nivo moun pi renmen an, peye chak mwa oswa chak ane: tout sa yon Zanmi genyen, ak yon bwason nou ofri.',
      'Vår populäraste nivå, betald månadsvis eller årsvis: allt en Vän får, och en drink på oss.',
    ),
    benefits: [PRESALE, MEMBER_PRICES, NEWSLETTER, DRINKS],
    benefitsValueCents: 2400,
    prices: { monthly: 1500, yearly: 15000 },
  },
  {
    slug: 'patron',
    name: t('Patron', 'Patron', 'Mäzen', 'Mecenas', 'Patwon', 'Mecenat'),
    description: t(
      'For those who keep the Playhouse going: a parking space, the dress rehearsals and our thanks in every program.',
      'For those who keep the Playhouse going: a parking space, the dress rehearsals and our thanks in every programme.',
      'Für alle, die das Playhouse am Leben halten: ein Parkplatz, die Generalproben und unser Dank in jedem Programmheft.',
      'Para quienes mantienen vivo el Playhouse: un lugar de estacionamiento, los ensayos generales y nuestro agradecimiento en cada programa.',
      'Pou moun ki kenbe Playhouse la vivan: yon plas pakin, repetisyon jeneral yo ak remèsiman nou nan chak pwogram.',
      'För dem som håller Playhouse igång: en parkeringsplats, generalrepetitionerna och vårt tack i varje program.',
    ),
    benefits: [PRESALE, MEMBER_PRICES, NEWSLETTER, DRINKS, PARKING, DRESS],
    benefitsValueCents: 12000,
    prices: { 'one-off': 50000, yearly: 50000 },
  },
  {
    slug: 'student',
    name: t('Student', 'Student', 'Studierende', 'Estudiante', 'Etidyan', 'Student'),
    description: t(
      'For students of any age with a student ID: the presale and member prices for a year.',
      'For students of any age with a student ID: priority booking and member prices for a year.',
      'Für Studierende jeden Alters mit Studierendenausweis: Vorverkauf und Mitgliederpreise für ein Jahr.',
      'Para estudiantes de cualquier edad con credencial de estudiante: la preventa y los precios para miembros durante un año.',
      'Pou etidyan nenpòt laj ki gen kat etidyan: prevant lan ak pri manm yo pou yon ane.',
      'För studenter i alla åldrar med studentleg: förköpet och medlemspriser i ett år.',
    ),
    benefits: [PRESALE, MEMBER_PRICES],
    benefitsValueCents: 0,
    prices: { 'one-off': 2500 },
  },
] as const;

export async function seedDemoMemberships(tx: Tx, now: Date): Promise<void> {
  const [james] = await tx
    .select({ id: s.customers.id })
    .from(s.customers)
    .where(eq(s.customers.email, DEMO_CUSTOMERS.james.email));
  if (!james) throw new Error('the demo customers come first');
  const jamesId = james.id;
  const ids = new Map<string, number>();
  for (const [i, level] of LEVELS.entries()) {
    const [row] = await tx
      .insert(s.membershipLevels)
      .values({
        slug: level.slug,
        name: level.name,
        description: level.description,
        benefits: [...level.benefits],
        benefitsValueCents: level.benefitsValueCents,
        modeOfSaleId: PRIORITY_MODE_OF_SALE_ID,
        sortOrder: i,
      })
      .returning({ id: s.membershipLevels.id });
    if (!row) throw new Error('membership level insert returned nothing');
    ids.set(level.slug, row.id);
    await tx.insert(s.membershipPrices).values(
      Object.entries(level.prices).map(([option, amountCents]) => ({
        levelId: row.id,
        paymentOption: option as 'one-off' | 'monthly' | 'yearly',
        amountCents,
      })),
    );
  }
  // James: a Supporter paying $15 a month since 20 days ago, his next payment in about 10 days.
  const anchorOn = addDays(today(now), -20);
  await tx.insert(s.testGatewayPaymentMethods).values({
    id: 'tgpm_demo_james_visa_4242',
    offSessionOutcome: 'succeeded',
    last4: '4242',
    createdAt: now,
  });
  const [membership] = await tx
    .insert(s.memberships)
    .values({
      customerId: jamesId,
      levelId: ids.get('supporter') ?? 0,
      paymentOption: 'monthly',
      amountCents: 1500,
      startsOn: anchorOn,
      expiresOn: paidThrough(anchorOn, 'month', 1),
      createdAt: now,
    })
    .returning({ id: s.memberships.id });
  if (!membership) throw new Error('membership insert returned nothing');
  const planId = 'ddp_DemoJamesSupporter0001';
  await tx.insert(s.paymentPlans).values({
    id: planId,
    customerId: jamesId,
    kind: 'membership',
    interval: 'month',
    amountCents: 1500,
    anchorOn,
    provider: 'test-gateway',
    paymentMethodRef: 'tgpm_demo_james_visa_4242',
    paymentMethodLabel: 'Visa •••• 4242',
    mandate: 'confirmed',
    membershipId: membership.id,
    locale: 'en-US',
    createdAt: now,
    updatedAt: now,
  });
  const nextDue = dueOnOf(anchorOn, 'month', 1);
  await tx.insert(s.planInstalments).values([
    {
      planId,
      seq: 0,
      dueOn: anchorOn,
      amountCents: 1500,
      state: 'paid',
      attempts: 1,
      mailedAttempts: 1,
      nextAttemptAt: now,
      paidAt: now,
    },
    { planId, seq: 1, dueOn: nextDue, amountCents: 1500, nextAttemptAt: firstAttemptAt(nextDue) },
  ]);
  await tx.update(s.memberships).set({ planId }).where(eq(s.memberships.id, membership.id));
}
