/**
 * The demo's funds (issue 10): the Annual Fund (id 1, the basket's upsell), Education &
 * Outreach (with a goal), the Access Fund, and a closed campaign whose page says it has closed.
 */
import { sql } from 'drizzle-orm';
import type { LocalizedText } from '../../../shared/localized-text.ts';
import type { Db } from '../client.ts';
import * as s from '../schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 24 * 3600_000;

const annualName: LocalizedText = {
  'en-US': 'Annual Fund',
  'en-GB': 'Annual Fund',
  es: 'Fondo Anual',
  ht: 'Fon Anyèl',
  de: 'Jahresfonds',
  sv: 'Årsfonden',
};
const annualText: LocalizedText = {
  'en-US':
    'Keeps the lights on and the stage busy: every season of plays, the rehearsals and the people who make them. Tickets cover less than half of what a season costs.',
  'en-GB':
    'Keeps the lights on and the stage busy: every season of plays, the rehearsals and the people who make them. Tickets cover less than half of what a season costs.',
  es: 'Mantiene las luces encendidas y el escenario activo: cada temporada de obras, los ensayos y las personas que las hacen posibles. Las entradas cubren menos de la mitad de lo que cuesta una temporada.',
  ht: 'Li kenbe limyè yo limen ak sèn nan okipe: chak sezon pyès, repetisyon yo ak moun ki fè yo. Tikè yo pa kouvri mwatye sa yon sezon koute.',
  de: 'Hält die Lichter an und die Bühne lebendig: jede Spielzeit, die Proben und die Menschen, die sie möglich machen. Die Tickets decken weniger als die Hälfte dessen, was eine Spielzeit kostet.',
  sv: 'Håller ljuset tänt och scenen levande: varje säsong av pjäser, repetitionerna och människorna som gör dem. Biljetterna täcker mindre än hälften av vad en säsong kostar.',
};
const educationName: LocalizedText = {
  'en-US': 'Education & Outreach',
  'en-GB': 'Education & Outreach',
  es: 'Educación y Alcance Comunitario',
  ht: 'Edikasyon ak Kominote',
  de: 'Bildung & Vermittlung',
  sv: 'Utbildning & uppsökande verksamhet',
};
const educationText: LocalizedText = {
  'en-US': 'Free drama classes after school, student matinees and workshops in Riverton’s schools.',
  'en-GB': 'Free drama classes after school, student matinées and workshops in Riverton’s schools.',
  es: 'Clases de teatro gratuitas después de la escuela, funciones matinales para estudiantes y talleres en las escuelas de Riverton.',
  ht: 'Kou teyat gratis apre lekòl, reprezantasyon pou elèv ak atelye nan lekòl Riverton yo.',
  de: 'Kostenlose Theaterkurse nach der Schule, Schülervorstellungen und Workshops an den Schulen in Riverton.',
  sv: 'Gratis teaterkurser efter skolan, skolföreställningar och workshoppar i Rivertons skolor.',
};
const accessName: LocalizedText = {
  'en-US': 'Access Fund',
  'en-GB': 'Access Fund',
  es: 'Fondo de Accesibilidad',
  ht: 'Fon Aksè',
  de: 'Fonds für Barrierefreiheit',
  sv: 'Tillgänglighetsfonden',
};
const accessText: LocalizedText = {
  'en-US':
    'Captioned and audio-described performances, the sensory viewing booth, and free tickets for companions.',
  'en-GB':
    'Captioned and audio-described performances, the sensory viewing booth, and free tickets for companions.',
  es: 'Funciones con subtítulos y audiodescripción, la cabina sensorial y entradas gratuitas para acompañantes.',
  ht: 'Reprezantasyon ak soutit ak deskripsyon odyo, kabin sansoryèl la, ak tikè gratis pou moun k ap akonpaye.',
  de: 'Vorstellungen mit Untertiteln und Audiodeskription, die Sensorik-Kabine und kostenlose Karten für Begleitpersonen.',
  sv: 'Textade och syntolkade föreställningar, sensoriska båset och gratis biljetter för ledsagare.',
};
const roofName: LocalizedText = {
  'en-US': 'New Roof Campaign',
  'en-GB': 'New Roof Campaign',
  es: 'Campaña del Techo Nuevo',
  ht: 'Kanpay pou Nouvo Twati',
  de: 'Kampagne für das neue Dach',
  sv: 'Insamlingen till nytt tak',
};
const roofText: LocalizedText = {
  'en-US': 'Our 2025 campaign for a new roof. Thank you: it is built, and the campaign has closed.',
  'en-GB': 'Our 2025 campaign for a new roof. Thank you: it is built, and the campaign has closed.',
  es: 'Nuestra campaña de 2025 para un techo nuevo. Gracias: ya está construido y la campaña ha terminado.',
  ht: 'Kanpay 2025 nou an pou yon nouvo twati. Mèsi: li fin bati, e kanpay la fèmen.',
  de: 'Unsere Kampagne 2025 für ein neues Dach. Danke: Es ist gebaut, und die Kampagne ist beendet.',
  sv: 'Vår insamling 2025 till ett nytt tak. Tack: det är byggt och insamlingen har avslutats.',
};

export async function seedDemoFunds(tx: Tx, now: Date): Promise<void> {
  await tx.insert(s.funds).values([
    { id: 1, name: annualName, description: annualText, sortOrder: 1 },
    {
      id: 2,
      name: educationName,
      description: educationText,
      goalCents: 2_500_000,
      sortOrder: 2,
    },
    { id: 3, name: accessName, description: accessText, sortOrder: 3 },
    {
      id: 4,
      name: roofName,
      description: roofText,
      opensAt: new Date(now.getTime() - 400 * DAY_MS),
      closesAt: new Date(now.getTime() - 30 * DAY_MS),
      sortOrder: 4,
    },
  ]);
  // The ids were given: the sequence goes on after them.
  await tx.execute(sql`select setval('funds_id_seq', (select max(id) from ${s.funds}))`);
}
