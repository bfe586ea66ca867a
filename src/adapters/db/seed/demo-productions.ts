import type { AccessTag } from '../../../shared/availability.ts';
import type { LocalizedText } from '../../../shared/localized-text.ts';

/**
 * The demo season of the Maple Street Playhouse, a community theatre in Riverton, NY.
 * Dates are relative to the day the database is seeded, so the demo never goes stale.
 */
export interface SeedPerformancePlan {
  /** Days after the seed day (negative: already played). */
  day: number;
  /** A fixed calendar date instead (its next occurrence after `day`), e.g. New Year's Eve. */
  onDate?: { month: number; day: number };
  /** Local time at the venue, 24-hour "HH:MM". */
  time: string;
  accessTags?: AccessTag[];
  note?: LocalizedText;
  /** What the seed makes of the inventory. */
  sales?: 'light' | 'steady' | 'limited' | 'sold-out';
  cancelled?: boolean;
  /** Days after the seed day when public sale opens (not on sale until then). */
  onSaleDay?: number;
  /** Sold only in the members' presale mode of sale. */
  priority?: boolean;
  seating?: 'reserved' | 'general';
  generalCapacity?: number;
}

export interface SeedProduction {
  slug: string;
  venueId: number;
  imageUrl: string;
  durationMinutes: number | null;
  title: LocalizedText;
  tagline: LocalizedText;
  description: LocalizedText;
  credits: LocalizedText;
  genre: LocalizedText;
  ageGuidance: LocalizedText;
  contentNotes: LocalizedText;
  /** Base price in cents per band code for the Adult price type; others derive from it. */
  adultBase: Record<string, number>;
  performances: SeedPerformancePlan[];
}

export const demoProductions: SeedProduction[] = [
  {
    slug: 'a-christmas-carol',
    venueId: 29,
    imageUrl: '/images/productions/a-christmas-carol.svg',
    durationMinutes: 120,
    title: {
      'en-US': 'A Christmas Carol',
      'en-GB': 'A Christmas Carol',
      de: 'Eine Weihnachtsgeschichte',
      es: 'Cuento de Navidad',
      ht: 'Yon Istwa Nwèl',
      sv: 'En julsaga',
    },
    tagline: {
      'en-US': 'Dickens’s ghost story, with carols, snow and the whole town on stage.',
      'en-GB': 'Dickens’s ghost story, with carols, snow and the whole town on stage.',
      de: 'Dickens’ Geistergeschichte – mit Weihnachtsliedern, Schnee und der ganzen Stadt auf der Bühne.',
      es: 'El cuento de fantasmas de Dickens, con villancicos, nieve y todo el pueblo en el escenario.',
      ht: 'Istwa fantòm Dickens lan, ak kantik Nwèl, nèj ak tout vil la sou sèn nan.',
      sv: 'Dickens spökhistoria, med julsånger, snö och hela stan på scenen.',
    },
    description: {
      'en-US':
        'Ebenezer Scrooge has no time for Christmas, until three spirits take him on a journey through his past, present and future. Our twelfth annual production brings forty performers from across Riverton to the Main Stage, with live musicians, Victorian carols and a snowfall you can feel from the balcony.\n\nA holiday tradition for the whole family, and the warmest way to begin the season.',
      'en-GB':
        'Ebenezer Scrooge has no time for Christmas, until three spirits take him on a journey through his past, present and future. Our twelfth annual production brings forty performers from across Riverton to the Main Stage, with live musicians, Victorian carols and a snowfall you can feel from the circle.\n\nA Christmas tradition for the whole family, and the warmest way to begin the festive season.',
      de: 'Ebenezer Scrooge hat für Weihnachten nichts übrig – bis drei Geister ihn auf eine Reise durch seine Vergangenheit, seine Gegenwart und seine Zukunft mitnehmen. Bereits zum zwölften Mal bringt unsere alljährliche Inszenierung vierzig Mitwirkende aus ganz Riverton auf die Große Bühne – mit Live-Musik, viktorianischen Weihnachtsliedern und einem Schneefall, den man bis hinauf in den Rang spürt.\n\nEine Festtagstradition für die ganze Familie und der schönste Auftakt zur Weihnachtszeit.',
      es: 'Ebenezer Scrooge no quiere saber nada de la Navidad, hasta que tres espíritus lo llevan en un viaje por su pasado, su presente y su futuro. Nuestra duodécima producción anual reúne a cuarenta intérpretes de todo Riverton en el Escenario Principal, con músicos en vivo, villancicos victorianos y una nevada que se siente hasta en el anfiteatro.\n\nUna tradición navideña para toda la familia y la manera más cálida de empezar la temporada.',
      ht: 'Ebenezer Scrooge pa vle tande pale de Nwèl, jiskaske twa lespri mennen l fè yon vwayaj nan pase l, prezan l ak avni l. Pou douzyèm ane, pwodiksyon nou an mennen karant aktè ak atis ki soti toupatou nan Riverton sou Gwo Sèn nan, ak mizisyen k ap jwe an dirèk, kantik Nwèl epòk viktoryen ak yon nèj ou ka santi menm depi nan balkon an.\n\nYon tradisyon fèt pou tout fanmi an, ak pi bèl fason pou kòmanse sezon fèt yo.',
      sv: 'Ebenezer Scrooge vill inte veta av julen – tills tre andar tar med honom på en resa genom hans förflutna, hans nutid och hans framtid. För tolfte året i rad samlar vår uppsättning fyrtio medverkande från hela Riverton på Stora scenen, med levande musik, viktorianska julsånger och ett snöfall som känns ända upp på balkongen.\n\nEn jultradition för hela familjen och det varmaste sättet att inleda juletiden.',
    },
    credits: {
      'en-US':
        'By Charles Dickens, adapted by Margaret Hale. Directed by Luis Ortega. Music direction by Denise Carter.',
      'en-GB':
        'By Charles Dickens, adapted by Margaret Hale. Directed by Luis Ortega. Musical direction by Denise Carter.',
      de: 'Nach Charles Dickens, bearbeitet von Margaret Hale. Regie: Luis Ortega. Musikalische Leitung: Denise Carter.',
      es: 'De Charles Dickens, en adaptación de Margaret Hale. Dirección: Luis Ortega. Dirección musical: Denise Carter.',
      ht: 'Otè: Charles Dickens. Adaptasyon: Margaret Hale. Mizanfèn: Luis Ortega. Direksyon mizikal: Denise Carter.',
      sv: 'Av Charles Dickens i bearbetning av Margaret Hale. Regi: Luis Ortega. Musikalisk ledning: Denise Carter.',
    },
    genre: {
      'en-US': 'Holiday classic',
      'en-GB': 'Christmas classic',
      de: 'Weihnachtsklassiker',
      es: 'Clásico navideño',
      ht: 'Klasik Nwèl',
      sv: 'Julklassiker',
    },
    ageGuidance: {
      'en-US': 'Suitable for ages 7 and up.',
      'en-GB': 'Suitable for ages 7 and over.',
      de: 'Geeignet ab 7 Jahren.',
      es: 'Apta a partir de los 7 años.',
      ht: 'Bon pou moun 7 an oswa plis.',
      sv: 'Lämplig från 7 år.',
    },
    contentNotes: {
      'en-US':
        'Contains ghostly scenes, haze and theatrical snow. Brief flashing lights in Act One.',
      'en-GB':
        'Contains ghostly scenes, haze and theatrical snow. Brief flashing lights in Act One.',
      de: 'Enthält gespenstische Szenen, Bühnennebel und Theaterschnee. Kurze Lichtblitze im ersten Akt.',
      es: 'Incluye escenas de fantasmas, niebla escénica y nieve artificial. Breves luces destellantes en el primer acto.',
      ht: 'Gen sèn fantòm, bwouya atifisyèl ak fo nèj. Gen limyè k ap flache pou yon ti moman nan premye pati a.',
      sv: 'Innehåller spöklika scener, rökeffekter och teatersnö. Kortvarigt blinkande ljus i första akten.',
    },
    adultBase: { A: 4200, B: 3400, C: 2400, SB: 3400 },
    performances: [
      { day: 12, time: '19:30', sales: 'steady' },
      { day: 13, time: '14:00', sales: 'steady', accessTags: ['relaxed'] },
      { day: 13, time: '19:30', sales: 'limited' },
      { day: 14, time: '14:00', sales: 'steady', accessTags: ['asl'] },
      { day: 19, time: '19:30', sales: 'steady', accessTags: ['audio-described'] },
      { day: 20, time: '14:00', sales: 'sold-out' },
      { day: 20, time: '19:30', sales: 'limited', accessTags: ['captioned'] },
      { day: 21, time: '14:00', sales: 'steady' },
      { day: 26, time: '19:30', sales: 'light' },
      { day: 27, time: '14:00', sales: 'sold-out' },
    ],
  },
  {
    slug: 'harbor-lights',
    venueId: 30,
    imageUrl: '/images/productions/harbor-lights.svg',
    durationMinutes: 95,
    title: {
      'en-US': 'Harbor Lights',
      'en-GB': 'Harbor Lights',
      de: 'Hafenlichter',
      es: 'Luces del puerto',
      ht: 'Limyè Pò a',
      sv: 'Hamnljus',
    },
    tagline: {
      'en-US': 'A new play about a fishing family, a storm and the stories we keep.',
      'en-GB': 'A new play about a fishing family, a storm and the stories we keep.',
      de: 'Ein neues Stück über eine Fischerfamilie, einen Sturm und die Geschichten, die wir bewahren.',
      es: 'Una obra nueva sobre una familia de pescadores, una tormenta y las historias que guardamos.',
      ht: 'Yon nouvo pyès sou yon fanmi pechè, yon tanpèt ak istwa nou kenbe nan kè nou.',
      sv: 'En ny pjäs om en fiskarfamilj, en storm och berättelserna vi bär med oss.',
    },
    description: {
      'en-US':
        'When the last cannery on the Hudson closes, three generations of the Moreau family gather in their kitchen to decide whether to sell the boat. Over one long night of storms, secrets and old songs, they discover what they are really holding on to.\n\nA world premiere by Riverton playwright Grace Whitfield, developed in our New Voices workshop.',
      'en-GB':
        'When the last cannery on the Hudson closes, three generations of the Moreau family gather in their kitchen to decide whether to sell the boat. Over one long night of storms, secrets and old songs, they discover what they are really holding on to.\n\nA world premiere by Riverton playwright Grace Whitfield, developed in our New Voices workshop.',
      de: 'Als die letzte Konservenfabrik am Hudson schließt, versammeln sich drei Generationen der Familie Moreau in ihrer Küche, um zu entscheiden, ob sie das Boot verkaufen. In einer langen Nacht voller Stürme, Geheimnisse und alter Lieder entdecken sie, woran sie wirklich festhalten.\n\nEine Uraufführung der Dramatikerin Grace Whitfield aus Riverton, entwickelt in unserer Autorenwerkstatt New Voices.',
      es: 'Cuando cierra la última fábrica de conservas a orillas del Hudson, tres generaciones de la familia Moreau se reúnen en su cocina para decidir si venden el barco. Durante una larga noche de tormentas, secretos y viejas canciones, descubren a qué se están aferrando en realidad.\n\nUn estreno mundial de Grace Whitfield, dramaturga de Riverton, desarrollado en nuestro taller New Voices.',
      ht: 'Lè dènye faktori konsèv pwason bò larivyè Hudson fèmen, twa jenerasyon fanmi Moreau rasanble nan kizin yo pou deside si pou yo vann bato a. Pandan yon nwit ki long anpil, plen tanpèt, sekrè ak ansyen chante, yo dekouvri sa yo reyèlman pa vle lage.\n\nSe premye fwa nan lemonn pyès sa a ap jwe. Grace Whitfield, yon otè teyat ki soti Riverton, ekri l, e li devlope l nan atelye New Voices nou an.',
      sv: 'När den sista konservfabriken vid Hudsonfloden stänger samlas tre generationer av familjen Moreau i köket för att bestämma om båten ska säljas. Under en lång natt av stormar, hemligheter och gamla sånger upptäcker de vad det egentligen är de håller fast vid.\n\nEn urpremiär av dramatikern Grace Whitfield från Riverton, utvecklad i vår skrivarverkstad New Voices.',
    },
    credits: {
      'en-US': 'Written by Grace Whitfield. Directed by Aaron Feld.',
      'en-GB': 'Written by Grace Whitfield. Directed by Aaron Feld.',
      de: 'Von Grace Whitfield. Regie: Aaron Feld.',
      es: 'Escrita por Grace Whitfield. Dirección: Aaron Feld.',
      ht: 'Otè: Grace Whitfield. Mizanfèn: Aaron Feld.',
      sv: 'Av Grace Whitfield. Regi: Aaron Feld.',
    },
    genre: {
      'en-US': 'New play',
      'en-GB': 'New play',
      de: 'Neues Stück',
      es: 'Obra nueva',
      ht: 'Nouvo pyès',
      sv: 'Ny pjäs',
    },
    ageGuidance: {
      'en-US': 'Recommended for ages 13 and up.',
      'en-GB': 'Recommended for ages 13 and over.',
      de: 'Empfohlen ab 13 Jahren.',
      es: 'Recomendada a partir de los 13 años.',
      ht: 'Nou rekòmande l pou moun 13 an oswa plis.',
      sv: 'Rekommenderas från 13 år.',
    },
    contentNotes: {
      'en-US': 'Contains strong language and references to the death of a parent.',
      'en-GB': 'Contains strong language and references to the death of a parent.',
      de: 'Enthält derbe Sprache und Bezüge auf den Tod eines Elternteils.',
      es: 'Contiene lenguaje fuerte y referencias a la muerte de uno de los padres.',
      ht: 'Gen gwo mo, epi yo pale de lanmò yon paran.',
      sv: 'Innehåller grovt språk och referenser till en förälders död.',
    },
    adultBase: { A: 2800, B: 2200 },
    performances: [
      { day: -6, time: '19:30', sales: 'steady' },
      { day: -5, time: '19:30', sales: 'steady' },
      { day: -4, time: '14:00', sales: 'steady', accessTags: ['captioned'] },
      { day: 1, time: '19:30', sales: 'light' },
      {
        day: 2,
        time: '19:30',
        cancelled: true,
        note: {
          'en-US': 'Canceled because of cast illness. Ticket holders have been contacted.',
          'en-GB': 'Cancelled because of cast illness. Ticket holders have been contacted.',
          de: 'Wegen Krankheit im Ensemble abgesagt. Alle Karteninhaber wurden benachrichtigt.',
          es: 'Cancelada por enfermedad en el elenco. Ya nos pusimos en contacto con quienes compraron entradas.',
          ht: 'Yo anile reprezantasyon sa a paske gen aktè ki malad. Nou gentan kontakte moun ki te gen tikè yo.',
          sv: 'Inställd på grund av sjukdom i ensemblen. Biljettinnehavarna har kontaktats.',
        },
      },
      { day: 3, time: '14:00', sales: 'steady', accessTags: ['asl'] },
      { day: 8, time: '19:30', sales: 'limited' },
    ],
  },
  {
    slug: 'the-velveteen-rabbit',
    venueId: 31,
    imageUrl: '/images/productions/the-velveteen-rabbit.svg',
    durationMinutes: 60,
    title: {
      'en-US': 'The Velveteen Rabbit',
      'en-GB': 'The Velveteen Rabbit',
      de: 'Der Samthase',
      es: 'El conejo de terciopelo',
      ht: 'Ti Lapen Velou a',
      sv: 'Sammetskaninen',
    },
    tagline: {
      'en-US': 'How toys become Real: a puppet play for young audiences.',
      'en-GB': 'How toys become Real: a puppet play for young audiences.',
      de: 'Wie Spielzeug „echt“ wird: ein Figurentheaterstück für junges Publikum.',
      es: 'Cómo los juguetes se vuelven de verdad: una obra de títeres para el público más pequeño.',
      ht: 'Kijan jwèt vin Reyèl: yon pyès maryonèt pou timoun piti.',
      sv: 'Hur leksaker blir på riktigt: dockteater för en ung publik.',
    },
    description: {
      'en-US':
        'A stuffed rabbit wants more than anything to become Real. With hand-made puppets, live music and a nursery full of toys, our Young Company tells Margery Williams’s story for everyone aged three and up.\n\nEvery performance is relaxed: the house lights stay low, noise is welcome and you can come and go as you need.',
      'en-GB':
        'A toy rabbit wants more than anything to become Real. With handmade puppets, live music and a nursery full of toys, our Young Company tells Margery Williams’s story for everyone aged three and over.\n\nEvery performance is relaxed: the house lights stay low, noise is welcome and you can come and go as you need.',
      de: 'Ein Stoffhase wünscht sich nichts sehnlicher, als „echt“ zu werden. Mit handgefertigten Puppen, Live-Musik und einem Kinderzimmer voller Spielzeug erzählt unser Junges Ensemble die Geschichte von Margery Williams für alle ab drei Jahren.\n\nAlle Vorstellungen sind entspannte Vorstellungen (Relaxed Performances): Das Saallicht bleibt gedimmt an, Geräusche sind willkommen, und Sie können jederzeit hinaus- und wieder hereingehen.',
      es: 'Un conejo de peluche desea más que nada en el mundo volverse de verdad. Con títeres hechos a mano, música en vivo y un cuarto de niños lleno de juguetes, nuestra Compañía Joven cuenta la historia de Margery Williams para todos a partir de los tres años.\n\nTodas las funciones son relajadas: las luces de la sala se mantienen tenues, el ruido es bienvenido y puede entrar y salir cuando lo necesite.',
      ht: 'Yon ti lapen an twal vle, plis pase tout bagay, vin Reyèl. Ak maryonèt yo fè alamen, mizik an dirèk ak yon chanm timoun ki plen jwèt, Jèn Twoup nou an rakonte istwa Margery Williams lan pou tout moun ki gen twazan oswa plis.\n\nChak reprezantasyon fèt nan yon atmosfè trankil: limyè sal la pa janm fin etenn nèt, bri pa yon pwoblèm, epi ou ka antre e soti jan ou bezwen.',
      sv: 'En tygkanin önskar sig mer än något annat att bli på riktigt. Med handgjorda dockor, levande musik och en barnkammare full av leksaker berättar vår ungdomsensemble Margery Williams berättelse för alla från tre år.\n\nAlla föreställningar är avslappnade: salongsbelysningen är svagt tänd, ljud är välkomna och du kan gå ut och in som du behöver.',
    },
    credits: {
      'en-US':
        'From the book by Margery Williams. Adapted and directed by Priya Nair, with the Maple Street Young Company.',
      'en-GB':
        'From the book by Margery Williams. Adapted and directed by Priya Nair, with the Maple Street Young Company.',
      de: 'Nach dem Buch von Margery Williams. Bearbeitung und Regie: Priya Nair, mit dem Jungen Ensemble der Maple Street.',
      es: 'Basada en el libro de Margery Williams. Adaptación y dirección: Priya Nair, con la Compañía Joven de Maple Street.',
      ht: 'Dapre liv Margery Williams lan. Adaptasyon ak mizanfèn: Priya Nair, ansanm ak Jèn Twoup Maple Street la.',
      sv: 'Efter boken av Margery Williams. Bearbetning och regi: Priya Nair, med Maple Streets ungdomsensemble.',
    },
    genre: {
      'en-US': 'Family',
      'en-GB': 'Family',
      de: 'Familienstück',
      es: 'Familiar',
      ht: 'Pou fanmi',
      sv: 'Familj',
    },
    ageGuidance: {
      'en-US': 'For ages 3 and up. Every child needs a ticket.',
      'en-GB': 'For ages 3 and over. Every child needs a ticket.',
      de: 'Ab 3 Jahren. Jedes Kind benötigt ein eigenes Ticket.',
      es: 'A partir de los 3 años. Cada niño necesita su propia entrada.',
      ht: 'Pou moun 3 an oswa plis. Chak timoun bezwen yon tikè.',
      sv: 'Från 3 år. Alla barn behöver en egen biljett.',
    },
    contentNotes: {
      'en-US': 'Gentle story with one sad moment; no loud effects.',
      'en-GB': 'Gentle story with one sad moment; no loud effects.',
      de: 'Sanfte Geschichte mit einem traurigen Moment; keine lauten Effekte.',
      es: 'Una historia tierna con un momento triste; sin efectos ruidosos.',
      ht: 'Yon istwa dous ak yon sèl moman tris; pa gen efè ki fè gwo bri.',
      sv: 'En varsam berättelse med ett sorgligt ögonblick; inga höga ljudeffekter.',
    },
    adultBase: { A: 1600, B: 1400 },
    performances: [
      { day: 6, time: '11:00', sales: 'steady', accessTags: ['relaxed'] },
      { day: 6, time: '14:00', sales: 'limited', accessTags: ['relaxed'] },
      { day: 7, time: '11:00', sales: 'steady', accessTags: ['relaxed', 'asl'] },
      { day: 13, time: '11:00', sales: 'light', accessTags: ['relaxed'] },
      { day: 14, time: '11:00', sales: 'sold-out', accessTags: ['relaxed'] },
    ],
  },
  {
    slug: 'winter-cabaret',
    venueId: 30,
    imageUrl: '/images/productions/winter-cabaret.svg',
    durationMinutes: 90,
    title: {
      'en-US': 'Winter Cabaret',
      'en-GB': 'Winter Cabaret',
      de: 'Winter-Cabaret',
      es: 'Cabaret de invierno',
      ht: 'Kabare Livè',
      sv: 'Vinterkabaré',
    },
    tagline: {
      'en-US': 'Songs from Broadway and beyond, with hot cider at the bar.',
      'en-GB': 'Songs from Broadway and beyond, with hot spiced cider at the bar.',
      de: 'Songs vom Broadway und darüber hinaus, dazu heißer Apfelpunsch an der Bar.',
      es: 'Canciones de Broadway y mucho más, con sidra caliente en el bar.',
      ht: 'Chante Broadway ak plis ankò, ak ji pòm cho ak epis nan ba a.',
      sv: 'Sånger från Broadway och mycket mer, med varm äppelglögg i baren.',
    },
    description: {
      'en-US':
        'Our annual fundraiser cabaret: company members sing their favorite songs from Broadway, jazz and the great American songbook, with a trio led by Denise Carter. Cabaret seating at tables, unreserved: come early for the front.\n\nEvery ticket supports our education programs.',
      'en-GB':
        'Our annual fundraising cabaret: company members sing their favourite songs from Broadway, jazz and the great American songbook, with a trio led by Denise Carter. Cabaret seating at tables, unreserved: come early for the front.\n\nEvery ticket supports our education programmes.',
      de: 'Unser alljährliches Benefiz-Cabaret: Mitglieder des Ensembles singen ihre Lieblingssongs vom Broadway, aus dem Jazz und dem Great American Songbook, begleitet von einem Trio unter der Leitung von Denise Carter. Freie Platzwahl an Cabaret-Tischen: Wer früh kommt, sitzt vorn.\n\nJede Karte unterstützt unsere theaterpädagogischen Angebote.',
      es: 'Nuestro cabaret anual a beneficio: integrantes de la compañía cantan sus canciones favoritas de Broadway, del jazz y del gran cancionero estadounidense, acompañados por un trío dirigido por Denise Carter. Mesas estilo cabaret sin asientos reservados: llegue temprano para sentarse adelante.\n\nCada entrada apoya nuestros programas educativos.',
      ht: 'Kabare anyèl nou an pou ranmase lajan: manm twoup la chante mizik yo pi renmen nan Broadway, nan djaz ak nan gwo repètwa chante ameriken yo, ak yon trio Denise Carter dirije. Moun chita bò tab tankou nan yon kabare, san plas rezève: vin bonè si ou vle chita devan.\n\nChak tikè ede pwogram edikasyon nou yo.',
      sv: 'Vår årliga insamlingskabaré: medlemmar ur ensemblen sjunger sina favoritlåtar från Broadway, jazzen och den amerikanska standardrepertoaren, tillsammans med en trio under ledning av Denise Carter. Fri placering vid kabarébord: kom tidigt om du vill sitta längst fram.\n\nVarje biljett stöder vår pedagogiska verksamhet.',
    },
    credits: {
      'en-US': 'Hosted by Marcus Bell. Music direction by Denise Carter.',
      'en-GB': 'Hosted by Marcus Bell. Musical direction by Denise Carter.',
      de: 'Moderation: Marcus Bell. Musikalische Leitung: Denise Carter.',
      es: 'Anfitrión: Marcus Bell. Dirección musical: Denise Carter.',
      ht: 'Animatè: Marcus Bell. Direksyon mizikal: Denise Carter.',
      sv: 'Konferencier: Marcus Bell. Musikalisk ledning: Denise Carter.',
    },
    genre: {
      'en-US': 'Concert',
      'en-GB': 'Concert',
      de: 'Konzert',
      es: 'Concierto',
      ht: 'Konsè',
      sv: 'Konsert',
    },
    ageGuidance: {
      'en-US': 'All ages welcome.',
      'en-GB': 'All ages welcome.',
      de: 'Für alle Altersgruppen.',
      es: 'Apto para todo público.',
      ht: 'Pou tout laj.',
      sv: 'Alla åldrar välkomna.',
    },
    contentNotes: {
      'en-US': 'Bar open before the show and at the interval.',
      'en-GB': 'Bar open before the show and at the interval.',
      de: 'Die Bar ist vor der Vorstellung und in der Pause geöffnet.',
      es: 'El bar abre antes del espectáculo y durante el intermedio.',
      ht: 'Ba a louvri anvan spektak la ak pandan poz la.',
      sv: 'Baren är öppen före föreställningen och i pausen.',
    },
    adultBase: { A: 3000 },
    performances: [
      { day: 24, time: '19:30', seating: 'general', generalCapacity: 90, sales: 'steady' },
      { day: 25, time: '19:30', seating: 'general', generalCapacity: 90, sales: 'light' },
      {
        day: 7,
        onDate: { month: 12, day: 31 },
        time: '21:00',
        seating: 'general',
        generalCapacity: 90,
        sales: 'limited',
        note: {
          'en-US': 'New Year’s Eve: the show ends with a toast at midnight.',
          'en-GB': 'New Year’s Eve: the show ends with a toast at midnight.',
          de: 'Silvestervorstellung: Um Mitternacht stoßen wir gemeinsam an.',
          es: 'Fin de Año: el espectáculo termina con un brindis a la medianoche.',
          ht: 'Lavèy Premye Janvye: spektak la fini a minwi, lè tout moun leve vè yo ansanm pou fete.',
          sv: 'Nyårsafton: föreställningen avslutas med en skål vid midnatt.',
        },
      },
    ],
  },
  {
    slug: 'the-importance-of-being-earnest',
    venueId: 29,
    imageUrl: '/images/productions/the-importance-of-being-earnest.svg',
    durationMinutes: 135,
    title: {
      'en-US': 'The Importance of Being Earnest',
      'en-GB': 'The Importance of Being Earnest',
      de: 'Bunbury oder Ernst sein ist alles',
      es: 'La importancia de llamarse Ernesto',
      ht: 'Enpòtans pou w rele Ernest',
      sv: 'Vikten av att heta Ernst',
    },
    tagline: {
      'en-US': 'Wilde’s trivial comedy for serious people.',
      'en-GB': 'Wilde’s trivial comedy for serious people.',
      de: 'Wildes triviale Komödie für ernsthafte Leute.',
      es: 'La comedia trivial para gente seria de Oscar Wilde.',
      ht: 'Komedi lejè Wilde la pou moun serye.',
      sv: 'Wildes triviala komedi för seriösa människor.',
    },
    description: {
      'en-US':
        'Two young gentlemen invent alter egos to escape their obligations, and both fall in love under the name Ernest. Cucumber sandwiches, a handbag at Victoria Station and Lady Bracknell in full sail: Oscar Wilde’s masterpiece of mistaken identity is as sharp as the day it opened.',
      'en-GB':
        'Two young gentlemen invent alter egos to escape their obligations, and both fall in love under the name Ernest. Cucumber sandwiches, a handbag at Victoria Station and Lady Bracknell in full sail: Oscar Wilde’s masterpiece of mistaken identity is as sharp as the day it opened.',
      de: 'Zwei junge Gentlemen erfinden sich ein zweites Ich, um ihren Verpflichtungen zu entkommen – und verlieben sich beide unter dem Namen Ernst. Gurkensandwiches, eine Handtasche an der Victoria Station und Lady Bracknell in voller Fahrt: Oscar Wildes Meisterwerk der Verwechslungen ist so scharfzüngig wie am Tag seiner Uraufführung.',
      es: 'Dos jóvenes caballeros se inventan un álter ego para escapar de sus obligaciones, y ambos se enamoran bajo el nombre de Ernesto. Sándwiches de pepino, un bolso de mano en la estación Victoria y Lady Bracknell a toda vela: la obra maestra de Oscar Wilde sobre enredos de identidad es tan mordaz como el día de su estreno.',
      ht: 'De jennonm envante yon lòt idantite pou yo chape anba obligasyon yo, epi tou de tonbe damou anba non Ernest. Sandwich konkonm, yon sak nan estasyon Victoria ak Lady Bracknell ki parèt ak tout otorite l: chedèv Oscar Wilde la sou konfizyon idantite toujou file menm jan ak premye jou yo te jwe l la.',
      sv: 'Två unga gentlemän hittar på alter egon för att slippa sina förpliktelser, och båda förälskar sig under namnet Ernst. Gurksmörgåsar, en handväska på Victoria Station och Lady Bracknell för fulla segel: Oscar Wildes mästerverk om förväxlade identiteter är lika vasst som på premiärkvällen.',
    },
    credits: {
      'en-US': 'By Oscar Wilde. Directed by Helen Brooks.',
      'en-GB': 'By Oscar Wilde. Directed by Helen Brooks.',
      de: 'Von Oscar Wilde. Regie: Helen Brooks.',
      es: 'De Oscar Wilde. Dirección: Helen Brooks.',
      ht: 'Otè: Oscar Wilde. Mizanfèn: Helen Brooks.',
      sv: 'Av Oscar Wilde. Regi: Helen Brooks.',
    },
    genre: {
      'en-US': 'Comedy',
      'en-GB': 'Comedy',
      de: 'Komödie',
      es: 'Comedia',
      ht: 'Komedi',
      sv: 'Komedi',
    },
    ageGuidance: {
      'en-US': 'Suitable for ages 10 and up.',
      'en-GB': 'Suitable for ages 10 and over.',
      de: 'Geeignet ab 10 Jahren.',
      es: 'Apta a partir de los 10 años.',
      ht: 'Bon pou moun 10 an oswa plis.',
      sv: 'Lämplig från 10 år.',
    },
    contentNotes: {
      'en-US': 'One interval of 15 minutes.',
      'en-GB': 'One interval of 15 minutes.',
      de: 'Eine Pause von 15 Minuten.',
      es: 'Un intermedio de 15 minutos.',
      ht: 'Yon poz 15 minit.',
      sv: 'En paus på 15 minuter.',
    },
    adultBase: { A: 3800, B: 3000, C: 2200, SB: 3000 },
    performances: [
      { day: 53, time: '19:30', sales: 'light' },
      { day: 54, time: '19:30', sales: 'steady' },
      { day: 55, time: '14:00', sales: 'steady', accessTags: ['audio-described'] },
      { day: 60, time: '19:30', sales: 'light', accessTags: ['captioned'] },
      { day: 61, time: '19:30', sales: 'steady' },
      { day: 62, time: '14:00', sales: 'light', accessTags: ['asl'] },
    ],
  },
  {
    slug: 'our-town',
    venueId: 29,
    imageUrl: '/images/productions/our-town.svg',
    durationMinutes: 140,
    title: {
      'en-US': 'Our Town',
      'en-GB': 'Our Town',
      de: 'Unsere kleine Stadt',
      es: 'Nuestro pueblo',
      ht: 'Ti Vil Nou an',
      sv: 'Vår lilla stad',
    },
    tagline: {
      'en-US': 'Life, love and death in Grover’s Corners. Members book first.',
      'en-GB': 'Life, love and death in Grover’s Corners. Members book first.',
      de: 'Leben, Liebe und Tod in Grover’s Corners. Mitglieder haben Vorkaufsrecht.',
      es: 'Vida, amor y muerte en Grover’s Corners. Preventa exclusiva para miembros.',
      ht: 'Lavi, lanmou ak lanmò nan Grover’s Corners. Manm yo gen priyorite pou achte tikè.',
      sv: 'Liv, kärlek och död i Grover’s Corners. Förköp för medlemmar.',
    },
    description: {
      'en-US':
        'Thornton Wilder’s portrait of a small New Hampshire town, told by a Stage Manager on a nearly bare stage, is the great American play about noticing the everyday. Members of the Playhouse book first during the presale; public sale opens afterwards.',
      'en-GB':
        'Thornton Wilder’s portrait of a small New Hampshire town, told by a Stage Manager on a nearly bare stage, is the great American play about noticing the everyday. Members of the Playhouse book first during priority booking; general sale opens afterwards.',
      de: 'Thornton Wilders Porträt einer Kleinstadt in New Hampshire, erzählt von einem Spielleiter auf einer fast leeren Bühne, ist das große amerikanische Stück über den Blick für das Alltägliche. Mitglieder des Playhouse buchen im Vorverkauf zuerst; danach beginnt der allgemeine Verkauf.',
      es: 'El retrato que Thornton Wilder hace de un pequeño pueblo de New Hampshire, narrado por un Director de Escena sobre un escenario casi vacío, es la gran obra estadounidense sobre el arte de prestar atención a lo cotidiano. Los miembros del Playhouse compran primero durante la preventa; después se abre la venta al público.',
      ht: 'Thornton Wilder pentire yon ti vil nan New Hampshire, atravè yon Rejisè k ap rakonte istwa a sou yon sèn prèske vid. Se gwo pyès ameriken an ki fè nou remake bèlte lavi chak jou. Manm Playhouse la achte tikè anvan tout moun pandan prevant lan; apre sa, vant piblik la ap ouvri.',
      sv: 'Thornton Wilders porträtt av en liten stad i New Hampshire, berättat av en spelledare på en nästan tom scen, är den stora amerikanska pjäsen om att lägga märke till vardagen. Playhousets medlemmar bokar först under förköpet; den allmänna försäljningen öppnar därefter.',
    },
    credits: {
      'en-US': 'By Thornton Wilder. Directed by Luis Ortega.',
      'en-GB': 'By Thornton Wilder. Directed by Luis Ortega.',
      de: 'Von Thornton Wilder. Regie: Luis Ortega.',
      es: 'De Thornton Wilder. Dirección: Luis Ortega.',
      ht: 'Otè: Thornton Wilder. Mizanfèn: Luis Ortega.',
      sv: 'Av Thornton Wilder. Regi: Luis Ortega.',
    },
    genre: {
      'en-US': 'American classic',
      'en-GB': 'American classic',
      de: 'Amerikanischer Klassiker',
      es: 'Clásico estadounidense',
      ht: 'Klasik ameriken',
      sv: 'Amerikansk klassiker',
    },
    ageGuidance: {
      'en-US': 'Suitable for ages 12 and up.',
      'en-GB': 'Suitable for ages 12 and over.',
      de: 'Geeignet ab 12 Jahren.',
      es: 'Apta a partir de los 12 años.',
      ht: 'Bon pou moun 12 an oswa plis.',
      sv: 'Lämplig från 12 år.',
    },
    contentNotes: {
      'en-US': 'Two intervals. Themes of death and grief.',
      'en-GB': 'Two intervals. Themes of death and grief.',
      de: 'Zwei Pausen. Themen: Tod und Trauer.',
      es: 'Dos intermedios. Aborda temas de muerte y duelo.',
      ht: 'De poz. Pyès la pale de lanmò ak lapenn.',
      sv: 'Två pauser. Teman som död och sorg.',
    },
    adultBase: { A: 4000, B: 3200, C: 2400, SB: 3200 },
    performances: [
      { day: 88, time: '19:30', priority: true, sales: 'light' },
      { day: 89, time: '19:30', priority: true, sales: 'light' },
      { day: 90, time: '14:00', priority: true, sales: 'light', accessTags: ['audio-described'] },
      { day: 95, time: '19:30', onSaleDay: 40, accessTags: ['captioned'] },
      { day: 96, time: '14:00', onSaleDay: 40, accessTags: ['asl'] },
    ],
  },
  {
    slug: 'much-ado-about-nothing',
    venueId: 31,
    imageUrl: '/images/productions/much-ado-about-nothing.svg',
    durationMinutes: 150,
    title: {
      'en-US': 'Much Ado About Nothing',
      'en-GB': 'Much Ado About Nothing',
      de: 'Viel Lärm um nichts',
      es: 'Mucho ruido y pocas nueces',
      ht: 'Anpil Bri pou Anyen',
      sv: 'Mycket väsen för ingenting',
    },
    tagline: {
      'en-US': 'Shakespeare’s merry war of wits, up close in the Carriage House.',
      'en-GB': 'Shakespeare’s merry war of wits, up close in the Carriage House.',
      de: 'Shakespeares munteres Wortgefecht, hautnah in der Remise.',
      es: 'La alegre guerra de ingenio de Shakespeare, muy de cerca en La Cochera.',
      ht: 'Gwo batay bèl pawòl Shakespeare la, toupre w nan Kay Kabwèt la.',
      sv: 'Shakespeares glada ordkrig, på nära håll i Vagnshuset.',
    },
    description: {
      'en-US':
        'Beatrice and Benedick swear they will never marry, least of all each other, until their friends decide otherwise. Set in a 1940s Hudson Valley summer, with swing music and a garden full of eavesdroppers, this is Shakespeare at arm’s length in our most intimate space.',
      'en-GB':
        'Beatrice and Benedick swear they will never marry, least of all each other, until their friends decide otherwise. Set in a 1940s Hudson Valley summer, with swing music and a garden full of eavesdroppers, this is Shakespeare at arm’s length in our most intimate space.',
      de: 'Beatrice und Benedick schwören, niemals zu heiraten – und einander schon gar nicht –, bis ihre Freunde etwas anderes beschließen. Angesiedelt in einem Sommer der 1940er-Jahre im Hudson Valley, mit Swingmusik und einem Garten voller Lauscher: Shakespeare zum Greifen nah in unserer intimsten Spielstätte.',
      es: 'Beatrice y Benedick juran que nunca se casarán, y mucho menos entre sí, hasta que sus amigos deciden otra cosa. Ambientada en un verano de los años cuarenta en el valle del Hudson, con música swing y un jardín lleno de fisgones, es Shakespeare al alcance de la mano en nuestro espacio más íntimo.',
      ht: 'Beatrice ak Benedick fè sèman yo p ap janm marye, sitou pa youn ak lòt, jiskaske zanmi yo deside yon lòt jan. Pyès la pase pandan yon ete nan ane 1940 yo nan Vale Hudson, ak mizik swing ak yon jaden ki plen moun k ap kache koute. Se Shakespeare toupre w, nan espas ki pi entim nou genyen an.',
      sv: 'Beatrice och Benedick svär att de aldrig ska gifta sig, allra minst med varandra, tills deras vänner bestämmer något annat. Pjäsen utspelar sig en sommar i 1940-talets Hudson Valley, med swingmusik och en trädgård full av tjuvlyssnare: Shakespeare på armlängds avstånd i vår mest intima scen.',
    },
    credits: {
      'en-US': 'By William Shakespeare. Directed by Tomás Reyes.',
      'en-GB': 'By William Shakespeare. Directed by Tomás Reyes.',
      de: 'Von William Shakespeare. Regie: Tomás Reyes.',
      es: 'De William Shakespeare. Dirección: Tomás Reyes.',
      ht: 'Otè: William Shakespeare. Mizanfèn: Tomás Reyes.',
      sv: 'Av William Shakespeare. Regi: Tomás Reyes.',
    },
    genre: {
      'en-US': 'Shakespeare',
      'en-GB': 'Shakespeare',
      de: 'Shakespeare',
      es: 'Shakespeare',
      ht: 'Shakespeare',
      sv: 'Shakespeare',
    },
    ageGuidance: {
      'en-US': 'Suitable for ages 11 and up.',
      'en-GB': 'Suitable for ages 11 and over.',
      de: 'Geeignet ab 11 Jahren.',
      es: 'Apta a partir de los 11 años.',
      ht: 'Bon pou moun 11 an oswa plis.',
      sv: 'Lämplig från 11 år.',
    },
    contentNotes: {
      'en-US': 'Contains a staged fight and a simulated gunshot.',
      'en-GB': 'Contains a staged fight and a simulated gunshot.',
      de: 'Enthält eine inszenierte Kampfszene und einen simulierten Schuss.',
      es: 'Incluye una pelea escénica y un disparo simulado.',
      ht: 'Gen yon batay sou sèn nan ak yon fo kout zam.',
      sv: 'Innehåller en iscensatt slagsmålsscen och ett simulerat skott.',
    },
    adultBase: { A: 3200, B: 2600 },
    performances: [
      { day: 116, time: '19:30', onSaleDay: 45 },
      { day: 117, time: '19:30', onSaleDay: 45, accessTags: ['captioned'] },
      { day: 118, time: '14:00', onSaleDay: 45, accessTags: ['relaxed'] },
      { day: 123, time: '19:30', onSaleDay: 45 },
    ],
  },
];
