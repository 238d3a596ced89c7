import type { Footer, Header } from '@gamelle/domain';
import type { seedCategories, seedHome, seedLandings, seedPages } from './content.js';

/**
 * Belgian Dutch (nl-BE) content seeds, the counterpart of `seedHeader` (db/seed.ts) and of the
 * French seeds of content.ts. Keys, slugs, topics, links and images are those of the French
 * records: only the text meant for people is translated (the site adds the /nl/ prefix to links).
 */

/** The header of the shop (SPEC §2 layout), in Dutch. */
export const seedHeaderNl: Header = {
  promoBanner: 'Gratis levering vanaf € 49 in Frankrijk, België en Luxemburg',
  navigation: [
    { label: 'Hond', href: '/chien/' },
    { label: 'Kat', href: '/chat/' },
    { label: 'Brokkengids', href: '/guide-croquettes/' },
    { label: 'Onze winkels', href: '/magasins/' },
    { label: 'FAQ', href: '/faq/' },
    { label: 'Contact', href: '/nous-contacter/' },
  ],
  supportHours: 'Klantendienst van maandag tot vrijdag, van 9 tot 18 uur',
};

/** Footer record (SPEC §3), in Dutch. */
export const seedFooterNl: Footer = {
  columns: [
    {
      title: 'Onze producten',
      links: [
        { label: 'Brokken voor honden', href: '/chien/croquettes/' },
        { label: 'Natvoer voor honden', href: '/chien/patees/' },
        { label: 'Brokken voor katten', href: '/chat/croquettes/' },
        { label: 'Natvoer voor katten', href: '/chat/patees/' },
        {
          label: 'Gratis proefzakje voor honden',
          href: '/produits/echantillons/echantillon-croquettes-chien-adulte-au-poulet/',
        },
        {
          label: 'Gratis proefzakje voor katten',
          href: '/produits/echantillons/echantillon-croquettes-chat-adulte-au-saumon/',
        },
      ],
    },
    {
      title: 'Hulp',
      links: [
        { label: 'Veelgestelde vragen', href: '/faq/' },
        { label: 'Contact', href: '/nous-contacter/' },
        { label: 'Onze winkels', href: '/magasins/' },
        { label: 'Brokkengids', href: '/guide-croquettes/' },
        { label: 'Voedingscalculator', href: '/calculateur-de-ration/' },
      ],
    },
    { title: 'Gamelle', links: [{ label: 'Wie zijn wij?', href: '/page/qui-sommes-nous/' }] },
  ],
  legal: [
    { label: 'Gebruiksvoorwaarden', href: '/page/conditions-utilisation/' },
    { label: 'Persoonsgegevens', href: '/page/donnees-personnelles/' },
    { label: 'Algemene verkoopvoorwaarden', href: '/page/conditions-generales-de-vente/' },
    { label: 'Wettelijke vermeldingen', href: '/page/mentions-legales/' },
    { label: 'Toegankelijkheid: gedeeltelijk conform', href: '/page/accessibilite/' },
  ],
};

/** The home page, in Dutch: the same blocks, in the same order, as the French one. */
export const seedHomeNl: typeof seedHome = {
  title: 'Premium brokken en natvoer voor honden en katten',
  description:
    'Premium voeding voor honden en katten, geleverd in Frankrijk, België en Luxemburg: tot 40% besparing, en nog eens 10% extra met een abonnement.',
  blocks: [
    { __component: 'blocks.breadcrumb', items: [{ label: 'Home', href: '/' }] },
    {
      __component: 'blocks.story',
      variant: 'hero',
      title: 'Alleen het beste in hun voerbak',
      text: 'Recepten die we samen met dierenartsen selecteren, tot bij u thuis geleverd. Tot 40% besparing.',
      image: { url: '/images/content/hero.webp', alternativeText: 'Een hond en een kat bij hun voerbakken' },
      links: [
        { label: 'Voeding voor honden', href: '/chien/' },
        { label: 'Voeding voor katten', href: '/chat/' },
      ],
    },
    {
      __component: 'blocks.usp-grid',
      items: [
        { title: 'Gratis levering', text: 'Vanaf € 49 in Frankrijk, België en Luxemburg.', icon: 'truck' },
        {
          title: '10% korting met een abonnement',
          text: 'Vanaf 2 leveringen, op elk moment aan te passen.',
          icon: 'repeat',
        },
        { title: 'Advies van dierenartsen', text: 'Onze brokkengids helpt u kiezen.', icon: 'stethoscope' },
      ],
    },
    {
      __component: 'blocks.usp-card',
      title: 'Klantendienst',
      text: 'Van maandag tot vrijdag, van 9 tot 18 uur, telefonisch of per e-mail.',
      icon: 'headset',
    },
    {
      __component: 'blocks.rich-content',
      markdown:
        '## Waarom Gamelle?\n\nWe selecteren recepten **rijk aan dierlijke eiwitten**, zonder kunstmatige kleur- of bewaarmiddelen.\nElk recept wordt in Frankrijk gemaakt.\n\nOntdek [onze brokkengids](/guide-croquettes/) en vind de voeding die bij uw huisdier past.',
    },
    {
      __component: 'blocks.image-legend',
      image: { url: '/images/content/atelier.webp', alternativeText: 'Zakken brokken in ons magazijn' },
      legend: 'Onze brokken worden in Lyon klaargemaakt en van daaruit verzonden.',
    },
    {
      __component: 'blocks.option',
      title: 'Abonnement of losse bestelling?',
      options: [
        { title: 'Losse bestelling', text: 'Bestel wanneer u wilt.' },
        { title: 'Abonnement', text: '10% korting en een levering op het ritme van uw huisdier.' },
      ],
    },
    {
      __component: 'blocks.smart-link',
      title: 'Net een pup in huis?',
      text: 'Onze brokken voor pups ondersteunen zijn groei.',
      link: { label: 'Bekijk de brokken voor pups', href: '/chien/croquettes/' },
    },
    {
      __component: 'blocks.timeline',
      title: 'Zo werkt het',
      steps: [
        { title: 'Kies', text: 'Brokken, natvoer en snoepjes die bij uw huisdier passen.' },
        { title: 'Ontvang', text: 'Levering binnen 48 tot 72 uur, aan huis of in een afhaalpunt.' },
        { title: 'Vul aan', text: 'Met een abonnement komt alles precies op het juiste moment.' },
      ],
    },
    {
      __component: 'blocks.embed',
      title: 'Onze tips op video',
      provider: 'video',
      url: '/videos/conseils-transition-nl.mp4',
      caption: 'Zonder zorgen overschakelen op een nieuwe voeding, in 7 dagen.',
      // RGAA 4.5: the same video with its pictures said aloud (scripts/make-videos.sh).
      audioDescribedUrl: '/videos/conseils-transition-nl-audiodescriptie.mp4',
      // RGAA 4.1: the silent video's words, shown under it (scripts/make-videos.sh draws the same).
      transcript: [
        'In 7 dagen overschakelen: meng de oude en de nieuwe voeding, om de twee dagen wat meer van de nieuwe.',
        'Dag 1 en 2: 75 % oude, 25 % nieuwe voeding.',
        'Dag 3 en 4: 50 % oude, 50 % nieuwe voeding.',
        'Dag 5 en 6: 25 % oude, 75 % nieuwe voeding.',
        'Dag 7: 100 % nieuwe voeding.',
      ].join('\n'),
    },
    {
      __component: 'blocks.seo-text',
      title: 'Premium voeding voor honden en katten',
      markdown:
        'Gamelle biedt **brokken**, **natvoer** en **snoepjes** voor honden en katten, van pup en kitten tot senior. Levering in Frankrijk, België en Luxemburg.',
    },
  ],
};

export const seedCategoriesNl: typeof seedCategories = [
  {
    key: 'chien',
    title: 'Voeding voor honden',
    parent: null,
    animal: 'dog',
    description: 'Brokken, natvoer en snoepjes voor honden, van pup tot senior.',
  },
  {
    key: 'chien/croquettes',
    title: 'Brokken voor honden',
    parent: 'chien',
    animal: 'dog',
    foodType: 'dry',
    description: 'Volledige brokken voor elke leeftijd en elke grootte.',
  },
  {
    key: 'chien/patees',
    title: 'Natvoer voor honden',
    parent: 'chien',
    animal: 'dog',
    foodType: 'wet',
    description: 'Paté, terrines en stukjes voor afwisseling in de voerbak.',
  },
  {
    key: 'chien/friandises',
    title: 'Snoepjes voor honden',
    parent: 'chien',
    animal: 'dog',
    foodType: 'treat',
    description: 'Om te belonen, bezig te houden en zijn tanden te verzorgen.',
  },
  {
    key: 'chat',
    title: 'Voeding voor katten',
    parent: null,
    animal: 'cat',
    description: 'Brokken, natvoer en snoepjes voor katten, van kitten tot senior.',
  },
  {
    key: 'chat/croquettes',
    title: 'Brokken voor katten',
    parent: 'chat',
    animal: 'cat',
    foodType: 'dry',
    description: 'Volledige brokken voor binnenkatten, gesteriliseerde en actieve katten.',
  },
  {
    key: 'chat/patees',
    title: 'Natvoer voor katten',
    parent: 'chat',
    animal: 'cat',
    foodType: 'wet',
    description: 'Mousses, reepjes en terrines, rijk aan vocht.',
  },
  {
    key: 'chat/friandises',
    title: 'Snoepjes voor katten',
    parent: 'chat',
    animal: 'cat',
    foodType: 'treat',
    description: 'Gezonde snoepjes, om met mate te geven.',
  },
];

/**
 * The accessibility statement in Dutch: the same facts as the French one (content.ts), French names
 * marked `lang="fr"` (WCAG 3.1.2); the contact link goes to the Dutch contact page.
 */
const accessibilityStatementNl = [
  'Gamelle SAS verbindt zich ertoe zijn website toegankelijk te maken, overeenkomstig artikel 47 van de Franse wet nr. 2005-102 van 11 februari 2005.',
  '',
  'Daartoe neemt Gamelle de volgende maatregelen:',
  '',
  '- elk type openbare pagina en elke stap van de bestelling en van het klantenaccount wordt bij elke nieuwe versie van de website automatisch gecontroleerd met axe-core (WCAG 2.2-regels van niveau A en AA), op het scherm van een telefoon en van een computer;',
  '- elk type pagina van de website, in het Frans en in het Nederlands, wordt bij elke nieuwe versie gecontroleerd op een scherm van 320 pixels breed, met een zoom van 200%, met alleen de tekst vergroot tot 200% en met een grotere tekstafstand;',
  '- de HTML-code van elke pagina wordt gevalideerd met de Nu Html Checker van het W3C;',
  '- de belangrijkste trajecten worden getest met alleen het toetsenbord;',
  '- elke nieuwe video wordt gepubliceerd met een transcriptie en, als de beelden informatie bevatten, met een versie met audiodescriptie.',
  '',
  'Deze toegankelijkheidsverklaring is van toepassing op de website van de winkel Gamelle (gamelle.example), in het Frans en in het Nederlands.',
  '',
  '## Nalevingsstatus',
  '',
  'De website van de winkel Gamelle is **gedeeltelijk conform** met het <span lang="fr">référentiel général d’amélioration de l’accessibilité</span> (RGAA), versie 4.1, het Franse referentiekader voor digitale toegankelijkheid, wegens de tekortkoming die hieronder vermeld wordt.',
  '',
  '### Resultaten van de tests',
  '',
  'De conformiteitsaudit die Gamelle zelf heeft uitgevoerd, toont aan dat:',
  '',
  '- **98,85%** van de criteria van de RGAA versie 4.1 nageleefd worden: 86 van de 87 criteria die op de website van toepassing zijn, zijn conform;',
  '- 1 criterium niet conform is;',
  '- 19 criteria niet van toepassing zijn op de website (die heeft bijvoorbeeld geen CAPTCHA, geen geluid dat vanzelf start, geen complexe tabel en geen sneltoets van één enkele toets).',
  '',
  'Het percentage is het aantal conforme criteria gedeeld door het aantal criteria dat van toepassing is, naar beneden afgerond.',
  '',
  'Resultaten per thema (conforme, niet-conforme en niet-toepasselijke criteria):',
  '',
  '- Afbeeldingen: 7, 0 en 2;',
  '- Kaders (frames): 2, 0 en 0;',
  '- Kleuren: 3, 0 en 0;',
  '- Multimedia: 9, 0 en 4;',
  '- Tabellen: 4, 0 en 4;',
  '- Links: 2, 0 en 0;',
  '- Scripts: 4, 1 en 0;',
  '- Verplichte elementen: 9, 0 en 1;',
  '- Structuur van de informatie: 3, 0 en 1;',
  '- Presentatie van de informatie: 12, 0 en 2;',
  '- Formulieren: 13, 0 en 0;',
  '- Navigatie: 8, 0 en 3;',
  '- Raadpleging: 10, 0 en 2.',
  '',
  '## Niet-toegankelijke inhoud',
  '',
  '### Tekortkomingen',
  '',
  '- **Criterium 7.4** (een contextwijziging moet gevraagd of aangekondigd worden): het venster met het aanbod ‘€ 5 korting op uw eerste bestelling’ opent vanzelf en neemt de focus over wanneer de muisaanwijzer het venster bovenaan verlaat, of, op een telefoon, wanneer u terug naar boven scrolt. Het opent maar één keer, en alleen als u de bezoekersmeting en gepersonaliseerde aanbiedingen aanvaard hebt. In afwachting van de correctie, gepland tegen 31 januari 2027 (het aanbod zal de focus niet meer overnemen zonder dat u erom gevraagd hebt), sluiten de Escape-toets of de knop ‘Nee, bedankt’ het venster en keert de focus terug naar waar hij was; hetzelfde aanbod krijgt u met de inschrijving op de nieuwsbrief, onderaan elke pagina.',
  '',
  '### Uitzonderingen wegens onevenredige last',
  '',
  'Geen.',
  '',
  '### Inhoud die niet onder de toegankelijkheidsverplichting valt',
  '',
  'Geen.',
  '',
  '## Opstelling van deze verklaring',
  '',
  'Deze verklaring werd opgesteld op 26 november 2026 en bijgewerkt op 7 december 2026, na een nieuwe audit van elk van de 106 criteria: de vorige verklaring noemde de website volledig conform, terwijl de weergave op 320 pixels breed (criterium 10.11) en tekst vergroot tot 200% (criterium 10.4) tekortschoten op pagina’s die onze tests niet controleerden. Die tekortkomingen zijn verholpen en worden voortaan op elk type pagina gecontroleerd; de audit heeft een titel van de startpagina verbeterd (criterium 9.1) en de tekortkoming hierboven vastgesteld.',
  '',
  '### Technologieën waarmee de website gemaakt is',
  '',
  '- HTML',
  '- CSS',
  '- JavaScript (React)',
  '- WAI-ARIA',
  '',
  '### Testomgeving',
  '',
  'De controles werden uitgevoerd met de browser Chromium, aangestuurd door Playwright, en met alleen het toetsenbord, op schermen van 320, 390, 768 en 1280 pixels breed, en van 640 × 400 pixels (een scherm van 1280 × 800 pixels met een zoom van 200%). Hoe de inhoud aan hulptechnologieën doorgegeven wordt, werd gecontroleerd in de toegankelijkheidsboom van Chromium; er werd nog geen schermlezer (NVDA, JAWS, VoiceOver) gebruikt.',
  '',
  '### Hulpmiddelen voor de beoordeling van de toegankelijkheid',
  '',
  '- axe-core 4.14, met de WCAG 2.2-regels van niveau A en AA',
  '- de Nu Html Checker van het W3C (vnu-jar 26.9.27), voor de geldigheid van de HTML-code',
  '- Playwright: trajecten met het toetsenbord, weergave op 320 pixels breed en met een zoom van 200%, alleen de tekst vergroot tot 200%, grotere tekstafstand (WCAG 1.4.12)',
  '- Storybook, voor elk onderdeel van de interface',
  '- nalezen van de code, de stijlbladen en de schermafbeeldingen (contrasten berekend op basis van de kleuren van de website)',
  '',
  '### Pagina’s van de website die op conformiteit gecontroleerd werden',
  '',
  'Een adres van elk type pagina van de website, in het Frans en in het Nederlands, waaronder:',
  '',
  '- Startpagina (/)',
  '- Categorieën: Voeding voor honden (/chien/), Brokken voor katten (/chat/croquettes/)',
  '- Productpagina: Droogvoer voor volwassen honden met kip (/produits/croquettes-chien-adulte-au-poulet/), en een gratis proefzakje',
  '- Zoeken (/rechercher/)',
  '- Winkelmandje (/panier/)',
  '- Aanmelden, account aanmaken, professioneel account en wachtwoord vergeten (/connexion/)',
  '- Bestelling: factuuradres, levering, betaling, overzicht en bevestiging (/commande/…)',
  '- Mijn account: bestellingen, abonnementen, adressen, persoonlijke gegevens, huisdieren en vrienden uitnodigen (/mon-compte/)',
  '- Brokkengids, duomenu voor uw kat en voedingscalculator (/guide-croquettes/, /calculateur-de-ration/)',
  '- Veelgestelde vragen (/faq/)',
  '- Contact (/nous-contacter/)',
  '- Onze winkels en de pagina van een winkel (/magasins/)',
  '- Gebruiksvoorwaarden en deze toegankelijkheidsverklaring (/page/…)',
  '- Foutpagina ‘Pagina niet gevonden’ en onderhoudspagina',
  '- Startpagina in het Nederlands (/nl/)',
  '',
  '## Feedback en contact',
  '',
  'Als u geen toegang krijgt tot bepaalde inhoud of een dienst, kunt u contact opnemen met Gamelle om naar een toegankelijk alternatief doorverwezen te worden of de inhoud in een andere vorm te krijgen:',
  '',
  '- stuur een bericht met [ons contactformulier](/nl/nous-contacter/);',
  '- schrijf naar [service-client@gamelle.example](mailto:service-client@gamelle.example);',
  '- bel onze klantendienst op +33 4 78 00 00 00, van maandag tot vrijdag van 9 tot 18 uur.',
  '',
  'We antwoorden u binnen een week.',
  '',
  '## Beroepsmogelijkheden',
  '',
  'Gebruik deze procedure in het volgende geval: u hebt Gamelle een toegankelijkheidsprobleem gemeld dat u verhindert om inhoud of een dienst van de website te gebruiken, en u hebt geen bevredigend antwoord gekregen.',
  '',
  'U kunt zich dan wenden tot de <span lang="fr">Défenseur des droits</span>, de Franse ombudsman voor de rechten van de burger (in het Frans):',
  '',
  '- stuur een bericht met het [onlineformulier van de <span lang="fr">Défenseur des droits</span>](https://www.defenseurdesdroits.fr/nous-contacter-355);',
  '- neem contact op met [een afgevaardigde van de <span lang="fr">Défenseur des droits</span> bij u in de buurt](https://www.defenseurdesdroits.fr/carte-des-delegues) (in Frankrijk);',
  '- stuur een brief per post (gratis, zonder postzegel):',
  '  <span lang="fr">Défenseur des droits</span>',
  '  <span lang="fr">Libre réponse 71120</span>',
  '  <span lang="fr">75342 Paris CEDEX 07</span>',
].join('\n');

export const seedPagesNl: typeof seedPages = [
  {
    key: 'conditions-utilisation',
    title: 'Gebruiksvoorwaarden',
    markdown:
      '## Voorwerp\n\nDeze voorwaarden regelen het gebruik van de website van Gamelle.\n\n## Klantenaccount\n\nU bent verantwoordelijk voor de vertrouwelijkheid van uw wachtwoord.\n\n## Intellectuele eigendom\n\nDe inhoud van de website is beschermd.',
  },
  {
    key: 'donnees-personnelles',
    title: 'Persoonsgegevens',
    markdown:
      '## Verwerkingsverantwoordelijke\n\nGamelle verwerkt uw gegevens om uw bestellingen te beheren en, met uw toestemming, om u zijn aanbiedingen te sturen.\n\n## Uw rechten\n\nU kunt uw gegevens inzien, laten verbeteren of laten wissen door te schrijven naar de klantendienst, of zelf via uw account, in « Mijn persoonlijke gegevens »: « Mijn gegevens downloaden » geeft u in een JSON-bestand alles wat we over u bewaren; « Mijn account verwijderen » wist uw account en uw gegevens. Uw bestellingen bewaren we dan zonder uw gegevens, zolang de wet dat voor facturen oplegt (10 jaar).',
  },
  {
    key: 'conditions-generales-de-vente',
    title: 'Algemene verkoopvoorwaarden',
    markdown:
      '## Bestellingen\n\nElke bestelling geldt als aanvaarding van deze voorwaarden.\n\n## Abonnement\n\nEen abonnement omvat minstens 2 leveringen en geeft recht op 10% korting.\n\n## Betaling\n\nBankkaart, PayPal, cheque of overschrijving. De bestelling wordt verzonden na ontvangst van de betaling.\n\n## Herroepingsrecht\n\nU kunt een bestelling herroepen, zonder opgave van redenen, vanaf de bevestiging tot 14 dagen na de levering: open ze in « Mijn bestellingen » en kies « Hier de overeenkomst herroepen ». We sturen u meteen een ontvangstbevestiging per e-mail. Een bestelling die nog niet vertrokken is, versturen we niet; een ontvangen bestelling stuurt u binnen 14 dagen op eigen kosten terug naar Gamelle — Dienst retours, 12 rue des Gamelles, 69004 Lyon, Frankrijk. We betalen u alles terug wat u betaald hebt, de levering inbegrepen, binnen 14 dagen, met hetzelfde betaalmiddel. Een abonnement herroept u via de eerste bestelling, en het wordt daarmee stopgezet.',
  },
  {
    key: 'mentions-legales',
    title: 'Wettelijke vermeldingen',
    markdown:
      '## Uitgever\n\nGamelle SAS, 12 quai Saint-Vincent, 69001 Lyon.\n\n## Hosting\n\nDe website wordt gehost in de Europese Unie.',
  },
  {
    key: 'accessibilite',
    title: 'Toegankelijkheidsverklaring',
    markdown: accessibilityStatementNl,
  },
  {
    key: 'qui-sommes-nous',
    title: 'Wie zijn wij?',
    markdown:
      'Gamelle ontstond in Lyon uit de wens om onze dieren even goed te laten eten als onszelf. We werken samen met dierenartsen die gespecialiseerd zijn in voeding.',
  },
];

export const seedLandingsNl: typeof seedLandings = [
  {
    key: 'offre-bienvenue',
    title: '€ 5 korting op uw eerste bestelling',
    markdown: 'Schrijf u in op onze nieuwsbrief en krijg **€ 5 korting** op uw eerste bestelling vanaf € 30.',
    cta: { label: 'Ontdek onze brokken', href: '/chien/croquettes/' },
  },
];

/** The FAQ in Dutch: same order and same `topic` values (URL slugs) as the French one. */
export const seedFaqNl: { topic: string; question: string; answer: string }[] = [
  {
    topic: 'Livraison',
    question: 'In welke landen levert Gamelle?',
    answer: 'We leveren in Europees Frankrijk, in België en in Luxemburg.',
  },
  {
    topic: 'Livraison',
    question: 'Wat zijn de leveringstermijnen?',
    answer: 'Reken op 48 tot 72 werkuren voor een levering aan huis en op 3 tot 4 dagen in een afhaalpunt.',
  },
  {
    topic: 'Livraison',
    question: 'Is de levering gratis?',
    answer: 'Ja, vanaf een aankoopbedrag van € 49. Daaronder kost de levering € 4,90.',
  },
  {
    topic: 'Livraison',
    question: 'Kan ik mijn bestelling in een afhaalpunt laten leveren?',
    answer: 'Ja, kies uw afhaalpunt bij de stap ‘Levering’. We vragen dan ook uw gsm-nummer.',
  },
  {
    topic: 'Livraison',
    question: 'Hoe kan ik mijn pakket volgen?',
    answer: 'Het volgnummer staat in de verzendingsmail en in uw account, onder ‘Mijn bestellingen’.',
  },
  {
    topic: 'Commande',
    question: 'Hoe kan ik mijn bestelling wijzigen?',
    answer:
      'Zolang ze niet verzonden is, neemt u contact op met de klantendienst, van maandag tot vrijdag van 9 tot 18 uur.',
  },
  {
    topic: 'Commande',
    question: 'Waar vind ik mijn factuur?',
    answer: 'Uw factuur staat in uw account, 7 tot 10 dagen na de verzending.',
  },
  {
    topic: 'Commande',
    question: 'Een product is beschadigd aangekomen. Wat nu?',
    answer: 'Stuur ons een foto via de pagina ‘Contact’: we sturen u het product opnieuw op.',
  },
  {
    topic: 'Commande',
    question: 'Kan ik bestellen zonder een account aan te maken?',
    answer: 'U hebt een account nodig om uw bestellingen te volgen; het is in een minuutje aangemaakt.',
  },
  {
    topic: 'Abonnement',
    question: 'Hoe werkt het abonnement?',
    answer: 'U kiest een frequentie van 3 weken tot 5 maanden en krijgt 10% korting, vanaf 2 leveringen.',
  },
  {
    topic: 'Abonnement',
    question: 'Kan ik mijn volgende levering wijzigen?',
    answer: 'Ja, tot 4 dagen voor de verzending. Een week vooraf herinneren we u er per e-mail aan.',
  },
  {
    topic: 'Abonnement',
    question: 'Hoe kan ik mijn abonnement stopzetten?',
    answer: 'Via uw account, onder ‘Mijn abonnementen’, na de tweede levering.',
  },
  {
    topic: 'Abonnement',
    question: 'Kan ik mijn bestelling sneller ontvangen?',
    answer: 'Ja, met ‘Nu verzenden’: de bestelling wordt binnen 24 werkuren verzonden en gedebiteerd.',
  },
  {
    topic: 'Paiement',
    question: 'Hoe kan ik betalen?',
    answer: 'Met Visa, Mastercard, PayPal, cheque of overschrijving.',
  },
  {
    topic: 'Paiement',
    question: 'Wanneer wordt het bedrag gedebiteerd?',
    answer: 'Bij de bestelling als u met een bankkaart betaalt; bij ontvangst voor een cheque of een overschrijving.',
  },
  {
    topic: 'Paiement',
    question: 'Is de betaling beveiligd?',
    answer: 'Ja, kaartbetalingen verlopen via onze gecertificeerde betaalprovider: wij zien uw kaartnummer nooit.',
  },
  {
    topic: 'Produits',
    question: 'Hoe schakel ik over op een andere voeding?',
    answer: 'Meng de oude en de nieuwe voeding geleidelijk, gespreid over 7 dagen.',
  },
  {
    topic: 'Produits',
    question: 'Hoeveel voeding moet ik geven?',
    answer:
      'Op elke productfiche staat een tabel met de dagelijkse hoeveelheden; onze calculator stemt die af op uw hond.',
  },
  {
    topic: 'Produits',
    question: 'Worden de producten van Gamelle in Frankrijk gemaakt?',
    answer: 'Ja, al onze recepten worden in Frankrijk gemaakt.',
  },
  {
    topic: 'Produits',
    question: 'Kan ik een proefzakje krijgen?',
    answer: 'Ja, u kunt gratis een proefzakje aan uw bestelling toevoegen.',
  },
  {
    topic: 'Compte',
    question: 'Ik ben mijn wachtwoord vergeten',
    answer: 'Klik op ‘Wachtwoord vergeten?’ op de aanmeldpagina: u ontvangt dan een e-mail.',
  },
  {
    topic: 'Compte',
    question: 'Hoe verwijder ik mijn account?',
    answer: 'Schrijf naar de klantendienst: uw gegevens worden binnen 30 dagen gewist.',
  },
  {
    topic: 'Professionnels',
    question: 'Wie kan een professionele account openen?',
    answer:
      'Kwekers, dierenpensions, asielen, trimsalons en dierenartsen gevestigd in België, Frankrijk of Luxemburg, met hun btw-nummer. Kies ‘Maak een professionele account aan’ op de aanmeldpagina.',
  },
  {
    topic: 'Professionnels',
    question: 'Is er een minimumbestelling?',
    answer:
      'Ja, een professionele bestelling vertrekt vanaf € 150 incl. btw. Zolang dat bedrag niet bereikt is, toont uw winkelmandje hoeveel er nog ontbreekt.',
  },
  {
    topic: 'Professionnels',
    question: 'Worden de prijzen exclusief btw getoond?',
    answer:
      'Zodra u aangemeld bent met uw professionele account, ziet u elke prijs inclusief en exclusief btw, en toont uw winkelmandje het totaal exclusief btw en de btw apart.',
  },
  {
    topic: 'Professionnels',
    question: 'Hoe bereik ik de klantendienst voor professionals?',
    answer:
      'Van maandag tot vrijdag van 9 tot 17.30 uur, via pro@gamelle.example of op +33 1 84 80 17 30. U vindt die gegevens ook in uw account en uw winkelmandje.',
  },
];
