import type { Footer, OpeningHours } from '@gamelle/domain';

/** Footer record (SPEC §3). */
export const seedFooter: Footer = {
  columns: [
    {
      title: 'Nos produits',
      links: [
        { label: 'Croquettes pour chien', href: '/chien/croquettes/' },
        { label: 'Pâtées pour chien', href: '/chien/patees/' },
        { label: 'Croquettes pour chat', href: '/chat/croquettes/' },
        { label: 'Pâtées pour chat', href: '/chat/patees/' },
        {
          label: 'Échantillon offert pour chien',
          href: '/produits/echantillons/echantillon-croquettes-chien-adulte-au-poulet/',
        },
        {
          label: 'Échantillon offert pour chat',
          href: '/produits/echantillons/echantillon-croquettes-chat-adulte-au-saumon/',
        },
      ],
    },
    {
      title: 'Aide',
      links: [
        { label: 'Questions fréquentes', href: '/faq/' },
        { label: 'Nous contacter', href: '/nous-contacter/' },
        { label: 'Nos magasins', href: '/magasins/' },
        { label: 'Guide croquettes', href: '/guide-croquettes/' },
        { label: 'Calculateur de ration', href: '/calculateur-de-ration/' },
      ],
    },
    { title: 'Gamelle', links: [{ label: 'Qui sommes-nous ?', href: '/page/qui-sommes-nous/' }] },
  ],
  legal: [
    { label: 'Conditions d’utilisation', href: '/page/conditions-utilisation/' },
    { label: 'Données personnelles', href: '/page/donnees-personnelles/' },
    { label: 'Conditions générales de vente', href: '/page/conditions-generales-de-vente/' },
    { label: 'Mentions légales', href: '/page/mentions-legales/' },
    // The mention French law asks on every page, linked to the statement (RGAA, docs/accessibility.md).
    { label: 'Accessibilité : partiellement conforme', href: '/page/accessibilite/' },
  ],
};

/** The home page: one block of every type of SPEC §2, rendered by the composite renderer. */
export const seedHome = {
  title: 'Croquettes et pâtées premium pour chiens et chats',
  description:
    'Alimentation premium pour chiens et chats, livrée en France, en Belgique et au Luxembourg : jusqu’à 40 % d’économies, 10 % de plus avec l’abonnement.',
  blocks: [
    { __component: 'blocks.breadcrumb', items: [{ label: 'Accueil', href: '/' }] },
    {
      __component: 'blocks.story',
      variant: 'hero',
      title: 'Le meilleur pour leur gamelle',
      text: 'Des recettes choisies avec des vétérinaires, livrées chez vous. Jusqu’à 40 % d’économies.',
      image: { url: '/images/content/hero.webp', alternativeText: 'Un chien et un chat devant leurs gamelles' },
      links: [
        { label: 'Nourriture pour chien', href: '/chien/' },
        { label: 'Nourriture pour chat', href: '/chat/' },
      ],
    },
    {
      __component: 'blocks.usp-grid',
      items: [
        { title: 'Livraison offerte', text: 'Dès 49 € en France, en Belgique et au Luxembourg.', icon: 'truck' },
        {
          title: '10 % avec l’abonnement',
          text: 'À partir de 2 livraisons, modifiable à tout moment.',
          icon: 'repeat',
        },
        { title: 'Conseils de vétérinaires', text: 'Notre guide croquettes vous aide à choisir.', icon: 'stethoscope' },
      ],
    },
    {
      __component: 'blocks.usp-card',
      title: 'Service client',
      text: 'Du lundi au vendredi, de 9 h à 18 h, par téléphone ou par e-mail.',
      icon: 'headset',
    },
    {
      __component: 'blocks.rich-content',
      markdown:
        '## Pourquoi Gamelle ?\n\nNous sélectionnons des recettes **riches en protéines animales**, sans colorant ni conservateur artificiel.\nChaque recette est fabriquée en France.\n\nDécouvrez [notre guide croquettes](/guide-croquettes/) pour trouver la bonne alimentation.',
    },
    {
      __component: 'blocks.image-legend',
      image: { url: '/images/content/atelier.webp', alternativeText: 'Sacs de croquettes dans notre entrepôt' },
      legend: 'Nos croquettes sont préparées et expédiées depuis Lyon.',
    },
    {
      __component: 'blocks.option',
      title: 'Abonnement ou commande à l’unité ?',
      options: [
        { title: 'À l’unité', text: 'Commandez quand vous voulez.' },
        { title: 'Abonnement', text: '10 % de remise et une livraison au rythme de votre animal.' },
      ],
    },
    {
      __component: 'blocks.smart-link',
      title: 'Un chiot vient d’arriver ?',
      text: 'Nos croquettes chiot accompagnent sa croissance.',
      link: { label: 'Voir les croquettes chiot', href: '/chien/croquettes/' },
    },
    {
      __component: 'blocks.timeline',
      title: 'Comment ça marche',
      steps: [
        { title: 'Choisissez', text: 'Croquettes, pâtées et friandises adaptées à votre animal.' },
        { title: 'Recevez', text: 'Livraison en 48 à 72 h à domicile ou en point relais.' },
        { title: 'Renouvelez', text: 'Avec l’abonnement, tout arrive au bon moment.' },
      ],
    },
    {
      __component: 'blocks.embed',
      title: 'Nos conseils en vidéo',
      provider: 'video',
      url: '/videos/conseils-transition.mp4',
      caption: 'Changer d’alimentation en 7 jours, sans tracas.',
      // RGAA 4.5: the same video with its pictures said aloud (scripts/make-videos.sh).
      audioDescribedUrl: '/videos/conseils-transition-audiodescription.mp4',
      // RGAA 4.1: the silent video's words, shown under it (scripts/make-videos.sh draws the same).
      transcript: [
        'Changer d’alimentation en 7 jours : mélangez l’ancienne et la nouvelle, un peu plus de la nouvelle tous les deux jours.',
        'Jours 1 et 2 : 75 % de l’ancienne alimentation, 25 % de la nouvelle.',
        'Jours 3 et 4 : 50 % de l’ancienne, 50 % de la nouvelle.',
        'Jours 5 et 6 : 25 % de l’ancienne, 75 % de la nouvelle.',
        'Jour 7 : 100 % de la nouvelle alimentation.',
      ].join('\n'),
    },
    {
      __component: 'blocks.seo-text',
      title: 'Alimentation premium pour chiens et chats',
      markdown:
        'Gamelle propose des **croquettes**, des **pâtées** et des **friandises** pour chiens et chats, de la naissance à l’âge senior. Livraison en France, en Belgique et au Luxembourg.',
    },
  ],
};

export const seedCategories = [
  {
    key: 'chien',
    title: 'Nourriture pour chien',
    parent: null,
    animal: 'dog',
    description: 'Croquettes, pâtées et friandises pour chien, du chiot au senior.',
  },
  {
    key: 'chien/croquettes',
    title: 'Croquettes pour chien',
    parent: 'chien',
    animal: 'dog',
    foodType: 'dry',
    description: 'Des croquettes complètes pour chaque âge et chaque gabarit.',
  },
  {
    key: 'chien/patees',
    title: 'Pâtées pour chien',
    parent: 'chien',
    animal: 'dog',
    foodType: 'wet',
    description: 'Pâtées, terrines et bouchées pour varier les plaisirs.',
  },
  {
    key: 'chien/friandises',
    title: 'Friandises pour chien',
    parent: 'chien',
    animal: 'dog',
    foodType: 'treat',
    description: 'Pour récompenser, occuper et prendre soin des dents.',
  },
  {
    key: 'chat',
    title: 'Nourriture pour chat',
    parent: null,
    animal: 'cat',
    description: 'Croquettes, pâtées et friandises pour chat, du chaton au senior.',
  },
  {
    key: 'chat/croquettes',
    title: 'Croquettes pour chat',
    parent: 'chat',
    animal: 'cat',
    foodType: 'dry',
    description: 'Des croquettes complètes pour chats d’intérieur, stérilisés ou actifs.',
  },
  {
    key: 'chat/patees',
    title: 'Pâtées pour chat',
    parent: 'chat',
    animal: 'cat',
    foodType: 'wet',
    description: 'Mousses, effilochés et terrines riches en eau.',
  },
  {
    key: 'chat/friandises',
    title: 'Friandises pour chat',
    parent: 'chat',
    animal: 'cat',
    foodType: 'treat',
    description: 'Des friandises saines, à donner avec modération.',
  },
];

/**
 * The accessibility statement French law asks for, in the form of the RGAA's model statement
 * (article 47 of loi n° 2005-102): its rate, counts and non-conformities are those of
 * docs/accessibility.md, the criterion-by-criterion grid — change them together
 * (accessibility-statement.test.ts fails when they disagree).
 */
const accessibilityStatement = [
  'Gamelle SAS s’engage à rendre son site internet accessible, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005.',
  '',
  'À cette fin, Gamelle met en œuvre les actions suivantes :',
  '',
  '- chaque type de page publique et chaque étape de la commande et du compte client sont vérifiés automatiquement avec l’outil axe-core (règles WCAG 2.2 de niveaux A et AA), sur un écran de téléphone et sur un écran d’ordinateur, à chaque nouvelle version du site ;',
  '- chaque type de page du site, en français et en néerlandais, est vérifié à chaque nouvelle version sur un écran de 320 pixels de large, avec un zoom à 200 %, avec le texte seul agrandi à 200 % et avec un espacement du texte augmenté ;',
  '- le code HTML de chaque page est validé avec le Nu Html Checker du W3C ;',
  '- les parcours principaux sont testés au clavier seul ;',
  '- chaque nouvelle vidéo est publiée avec sa transcription et, si ses images portent une information, une version audiodécrite.',
  '',
  'Cette déclaration d’accessibilité s’applique au site de la boutique Gamelle (gamelle.example), en français et en néerlandais.',
  '',
  '## État de conformité',
  '',
  'Le site de la boutique Gamelle est **partiellement conforme** avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1, en raison de la non-conformité énumérée ci-dessous.',
  '',
  '### Résultats des tests',
  '',
  'L’audit de conformité réalisé en interne par Gamelle révèle que :',
  '',
  '- **98,85 %** des critères du RGAA version 4.1 sont respectés : 86 des 87 critères qui s’appliquent au site sont conformes ;',
  '- 1 critère est non conforme ;',
  '- 19 critères ne s’appliquent pas au site (il n’a, par exemple, ni CAPTCHA, ni son qui se déclenche seul, ni tableau complexe, ni raccourci clavier d’une seule touche).',
  '',
  'Le taux est le nombre de critères conformes divisé par le nombre de critères qui s’appliquent, arrondi à l’inférieur.',
  '',
  'Résultats par thématique (critères conformes, non conformes et non applicables) :',
  '',
  '- Images : 7, 0 et 2 ;',
  '- Cadres : 2, 0 et 0 ;',
  '- Couleurs : 3, 0 et 0 ;',
  '- Multimédia : 9, 0 et 4 ;',
  '- Tableaux : 4, 0 et 4 ;',
  '- Liens : 2, 0 et 0 ;',
  '- Scripts : 4, 1 et 0 ;',
  '- Éléments obligatoires : 9, 0 et 1 ;',
  '- Structuration de l’information : 3, 0 et 1 ;',
  '- Présentation de l’information : 12, 0 et 2 ;',
  '- Formulaires : 13, 0 et 0 ;',
  '- Navigation : 8, 0 et 3 ;',
  '- Consultation : 10, 0 et 2.',
  '',
  '## Contenus non accessibles',
  '',
  '### Non-conformités',
  '',
  '- **Critère 7.4** (un changement de contexte doit être demandé ou annoncé) : la fenêtre de l’offre « 5 € offerts sur votre première commande » s’ouvre d’elle-même et prend le focus quand le pointeur de la souris quitte la fenêtre par le haut, ou, sur un téléphone, quand on remonte la page. Elle ne s’ouvre qu’une fois, et seulement si vous avez accepté la mesure d’audience et les offres personnalisées. En attendant sa correction, prévue d’ici le 31 janvier 2027 (l’offre ne prendra plus le focus sans que vous l’ayez demandé), la touche Échap ou le bouton « Non merci » la ferment et rendent le focus là où il était ; la même offre est dans l’inscription à la lettre d’information, en bas de chaque page.',
  '',
  '### Dérogations pour charge disproportionnée',
  '',
  'Aucune.',
  '',
  '### Contenus non soumis à l’obligation d’accessibilité',
  '',
  'Aucun.',
  '',
  '## Établissement de cette déclaration d’accessibilité',
  '',
  'Cette déclaration a été établie le 26 novembre 2026 et mise à jour le 7 décembre 2026, après un nouvel audit de chacun des 106 critères : la déclaration précédente disait le site totalement conforme alors que l’affichage sur 320 pixels de large (critère 10.11) et le texte agrandi à 200 % (critère 10.4) étaient en défaut sur des pages que nos tests ne vérifiaient pas. Ces défauts sont corrigés et désormais vérifiés sur chaque type de page ; l’audit a corrigé un titre de la page d’accueil (critère 9.1) et relevé la non-conformité ci-dessus.',
  '',
  '### Technologies utilisées pour la réalisation du site',
  '',
  '- HTML',
  '- CSS',
  '- JavaScript (React)',
  '- WAI-ARIA',
  '',
  '### Environnement de test',
  '',
  'Les vérifications ont été faites avec le navigateur Chromium, piloté par Playwright, et au clavier seul, sur des écrans de 320, 390, 768 et 1280 pixels de large, et de 640 × 400 pixels (un écran de 1280 × 800 pixels avec un zoom à 200 %). La restitution a été vérifiée dans l’arbre d’accessibilité de Chromium ; aucun lecteur d’écran (NVDA, JAWS, VoiceOver) n’a encore été utilisé.',
  '',
  '### Outils pour évaluer l’accessibilité',
  '',
  '- axe-core 4.14, avec les règles WCAG 2.2 de niveaux A et AA',
  '- le Nu Html Checker du W3C (vnu-jar 26.9.27), pour la validité du code HTML',
  '- Playwright : parcours au clavier, affichage sur 320 pixels de large et avec un zoom à 200 %, texte seul agrandi à 200 %, espacement du texte augmenté (WCAG 1.4.12)',
  '- Storybook, pour chaque composant de l’interface',
  '- lecture du code, des feuilles de styles et des captures d’écran (contrastes calculés à partir des couleurs du site)',
  '',
  '### Pages du site ayant fait l’objet de la vérification de conformité',
  '',
  'Une adresse de chaque type de page du site, en français et en néerlandais, dont :',
  '',
  '- Accueil (/)',
  '- Catégories : Nourriture pour chien (/chien/), Croquettes pour chat (/chat/croquettes/)',
  '- Fiche produit : Croquettes chien adulte au poulet (/produits/croquettes-chien-adulte-au-poulet/), et un échantillon offert',
  '- Recherche (/rechercher/)',
  '- Panier (/panier/)',
  '- Connexion, création de compte, compte professionnel et mot de passe oublié (/connexion/)',
  '- Commande : adresse de facturation, livraison, paiement, récapitulatif et confirmation (/commande/…)',
  '- Mon compte : commandes, abonnements, adresses, informations personnelles, animaux et parrainages (/mon-compte/)',
  '- Guide croquettes, menu bi-nutrition et calculateur de ration (/guide-croquettes/, /calculateur-de-ration/)',
  '- Questions fréquentes (/faq/)',
  '- Nous contacter (/nous-contacter/)',
  '- Nos magasins et la page d’un magasin (/magasins/)',
  '- Conditions d’utilisation et cette déclaration d’accessibilité (/page/…)',
  '- Page d’erreur « Page non trouvée » et page de maintenance',
  '- Accueil en néerlandais (/nl/)',
  '',
  '## Retour d’information et contact',
  '',
  'Si vous n’arrivez pas à accéder à un contenu ou à un service, vous pouvez contacter Gamelle pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme :',
  '',
  '- envoyer un message avec [notre formulaire de contact](/nous-contacter/) ;',
  '- écrire à [service-client@gamelle.example](mailto:service-client@gamelle.example) ;',
  '- appeler notre service client au 04 78 00 00 00 (+33 4 78 00 00 00 depuis la Belgique ou le Luxembourg), du lundi au vendredi de 9 h à 18 h.',
  '',
  'Nous vous répondons dans un délai d’une semaine.',
  '',
  '## Voies de recours',
  '',
  'Cette procédure est à utiliser dans le cas suivant : vous avez signalé à Gamelle un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service du site, et vous n’avez pas obtenu de réponse satisfaisante.',
  '',
  '- Écrire un message au Défenseur des droits avec son [formulaire en ligne](https://www.defenseurdesdroits.fr/nous-contacter-355)',
  '- Contacter [le délégué du Défenseur des droits près de chez vous](https://www.defenseurdesdroits.fr/carte-des-delegues)',
  '- Envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) :',
  '  Défenseur des droits',
  '  Libre réponse 71120',
  '  75342 Paris CEDEX 07',
].join('\n');

export const seedPages = [
  {
    key: 'conditions-utilisation',
    title: 'Conditions d’utilisation',
    markdown:
      '## Objet\n\nLes présentes conditions régissent l’utilisation du site Gamelle.\n\n## Compte client\n\nVous êtes responsable de la confidentialité de votre mot de passe.\n\n## Propriété intellectuelle\n\nLes contenus du site sont protégés.',
  },
  {
    key: 'donnees-personnelles',
    title: 'Données personnelles',
    markdown:
      '## Responsable du traitement\n\nGamelle traite vos données pour gérer vos commandes et, avec votre accord, vous envoyer ses offres.\n\n## Vos droits\n\nVous pouvez accéder à vos données, les rectifier ou les effacer en écrivant au service client, ou vous-même depuis votre compte, dans « Mes informations personnelles » : « Télécharger mes données » vous donne, dans un fichier JSON, tout ce que nous gardons sur vous ; « Supprimer mon compte » efface votre compte et vos données. Vos commandes sont alors gardées sans vos coordonnées, le temps que la loi impose aux factures (10 ans).',
  },
  {
    key: 'conditions-generales-de-vente',
    title: 'Conditions générales de vente',
    markdown:
      '## Commandes\n\nToute commande vaut acceptation des présentes conditions.\n\n## Abonnement\n\nL’abonnement compte au moins 2 livraisons et donne droit à 10 % de remise.\n\n## Paiement\n\nCarte bancaire, PayPal, chèque ou virement. La commande est expédiée à réception du paiement.\n\n## Droit de rétractation\n\nVous pouvez vous rétracter d’une commande, sans avoir à vous justifier, dès sa validation et jusqu’à 14 jours après sa livraison : ouvrez-la dans « Mes commandes » et choisissez « Se rétracter du contrat ici ». Nous vous envoyons aussitôt un accusé de réception par e-mail. Une commande pas encore partie n’est pas expédiée ; une commande reçue nous est renvoyée dans les 14 jours, à vos frais, à Gamelle — Service retours, 12 rue des Gamelles, 69004 Lyon. Nous vous remboursons tout ce que vous avez payé, livraison comprise, dans les 14 jours, par le même moyen de paiement. Pour un abonnement, la rétractation se fait sur sa première commande et l’arrête.',
  },
  {
    key: 'mentions-legales',
    title: 'Mentions légales',
    markdown:
      '## Éditeur\n\nGamelle SAS, 12 quai Saint-Vincent, 69001 Lyon.\n\n## Hébergement\n\nLe site est hébergé dans l’Union européenne.',
  },
  {
    key: 'accessibilite',
    title: 'Déclaration d’accessibilité',
    markdown: accessibilityStatement,
  },
  {
    key: 'qui-sommes-nous',
    title: 'Qui sommes-nous ?',
    markdown:
      'Gamelle est née à Lyon de l’envie de nourrir nos animaux aussi bien que nous. Nous travaillons avec des vétérinaires nutritionnistes.',
  },
];

export const seedLandings = [
  {
    key: 'offre-bienvenue',
    title: '5 € offerts sur votre première commande',
    markdown:
      'Inscrivez-vous à la lettre d’information et recevez **5 € de remise** sur votre première commande, dès 30 € d’achat.',
    cta: { label: 'Découvrir nos croquettes', href: '/chien/croquettes/' },
  },
];

export const seedFaq: { topic: string; question: string; answer: string }[] = [
  {
    topic: 'Livraison',
    question: 'Dans quels pays livrez-vous ?',
    answer: 'Nous livrons en France métropolitaine, en Belgique et au Luxembourg.',
  },
  {
    topic: 'Livraison',
    question: 'Quels sont les délais de livraison ?',
    answer: 'Comptez 48 à 72 h ouvrées à domicile et 3 à 4 jours en point relais.',
  },
  {
    topic: 'Livraison',
    question: 'La livraison est-elle gratuite ?',
    answer: 'Oui, dès 49 € d’achat. En dessous, elle coûte 4,90 €.',
  },
  {
    topic: 'Livraison',
    question: 'Puis-je être livré en point relais ?',
    answer: 'Oui, choisissez le point relais à l’étape de livraison. Un numéro de mobile est alors demandé.',
  },
  {
    topic: 'Livraison',
    question: 'Comment suivre mon colis ?',
    answer: 'Le numéro de suivi figure dans l’e-mail d’expédition et dans votre compte, rubrique Mes commandes.',
  },
  {
    topic: 'Commande',
    question: 'Comment modifier ma commande ?',
    answer: 'Tant qu’elle n’est pas expédiée, contactez le service client du lundi au vendredi de 9 h à 18 h.',
  },
  {
    topic: 'Commande',
    question: 'Où trouver ma facture ?',
    answer: 'Elle est disponible dans votre compte 7 à 10 jours après l’expédition.',
  },
  {
    topic: 'Commande',
    question: 'Un produit est arrivé abîmé, que faire ?',
    answer: 'Envoyez-nous une photo depuis la page Nous contacter : nous renvoyons le produit.',
  },
  {
    topic: 'Commande',
    question: 'Puis-je commander sans créer de compte ?',
    answer: 'Un compte est nécessaire pour suivre vos commandes ; il se crée en une minute.',
  },
  {
    topic: 'Abonnement',
    question: 'Comment fonctionne l’abonnement ?',
    answer: 'Vous choisissez une fréquence de 3 semaines à 5 mois et profitez de 10 % de remise, dès 2 livraisons.',
  },
  {
    topic: 'Abonnement',
    question: 'Puis-je modifier ma prochaine livraison ?',
    answer: 'Oui, jusqu’à 4 jours avant l’expédition. Un e-mail vous le rappelle une semaine avant.',
  },
  {
    topic: 'Abonnement',
    question: 'Comment arrêter mon abonnement ?',
    answer: 'Depuis votre compte, rubrique Mes abonnements, après la deuxième livraison.',
  },
  {
    topic: 'Abonnement',
    question: 'Puis-je recevoir ma commande plus tôt ?',
    answer: 'Oui, avec « Expédier maintenant » : la commande est expédiée et débitée sous 24 h ouvrées.',
  },
  {
    topic: 'Paiement',
    question: 'Quels moyens de paiement acceptez-vous ?',
    answer: 'Visa, Mastercard, PayPal, chèque et virement bancaire.',
  },
  {
    topic: 'Paiement',
    question: 'Quand suis-je débité ?',
    answer: 'À la commande pour la carte bancaire ; à réception pour le chèque et le virement.',
  },
  {
    topic: 'Paiement',
    question: 'Le paiement est-il sécurisé ?',
    answer:
      'Oui, les paiements par carte passent par notre prestataire certifié : nous ne voyons jamais votre numéro de carte.',
  },
  {
    topic: 'Produits',
    question: 'Comment changer d’alimentation ?',
    answer: 'Mélangez progressivement l’ancienne et la nouvelle sur 7 jours.',
  },
  {
    topic: 'Produits',
    question: 'Quelle quantité donner ?',
    answer: 'Chaque fiche produit donne une table de rationnement ; notre calculateur l’adapte à votre chien.',
  },
  {
    topic: 'Produits',
    question: 'Vos produits sont-ils fabriqués en France ?',
    answer: 'Oui, toutes nos recettes sont fabriquées en France.',
  },
  {
    topic: 'Produits',
    question: 'Proposez-vous des échantillons ?',
    answer: 'Oui, un échantillon peut être ajouté gratuitement à votre commande.',
  },
  {
    topic: 'Compte',
    question: 'J’ai oublié mon mot de passe',
    answer: 'Cliquez sur « Mot de passe oublié » sur la page de connexion : vous recevrez un e-mail.',
  },
  {
    topic: 'Compte',
    question: 'Comment supprimer mon compte ?',
    answer: 'Écrivez au service client : vos données sont effacées sous 30 jours.',
  },
  {
    topic: 'Professionnels',
    question: 'Qui peut ouvrir un compte professionnel ?',
    answer:
      'Les éleveurs, pensions, refuges, toiletteurs et vétérinaires établis en France, en Belgique ou au Luxembourg, avec leur numéro de TVA intracommunautaire. Choisissez « Créer un compte professionnel » sur la page de connexion.',
  },
  {
    topic: 'Professionnels',
    question: 'Y a-t-il un minimum de commande ?',
    answer:
      'Oui, une commande professionnelle part à partir de 150 € TTC. Votre panier indique le montant qui manque tant qu’il n’est pas atteint.',
  },
  {
    topic: 'Professionnels',
    question: 'Les prix sont-ils affichés hors taxes ?',
    answer:
      'Une fois connecté à votre compte professionnel, chaque prix est affiché TTC et HT, et votre panier détaille le total HT et la TVA.',
  },
  {
    topic: 'Professionnels',
    question: 'Comment joindre le service professionnel ?',
    answer:
      'Du lundi au vendredi de 9 h à 17 h 30, à pro@gamelle.example ou au +33 1 84 80 17 30. Ses coordonnées figurent aussi dans votre compte et votre panier.',
  },
];

const week = (open: string, close: string, lunch = true, sunday = false): OpeningHours['weekly'] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const closed = weekday === 7 ? !sunday : weekday === 1 && lunch;
    return {
      weekday,
      closed,
      ranges: closed
        ? []
        : lunch
          ? [
              { open, close: '12:30' },
              { open: '14:00', close },
            ]
          : [{ open, close }],
    };
  });

export const seedShops = [
  {
    slug: 'paris-bastille',
    name: 'Gamelle Paris Bastille',
    street: '18 rue de la Roquette',
    postcode: '75011',
    city: 'Paris',
    countryCode: 'FR' as const,
    phone: '+33143550011',
    latitude: 48.8546,
    longitude: 2.3722,
    openingHours: {
      weekly: week('10:00', '19:30', false, true),
      exceptions: [
        { from: '2026-12-25', closed: true, label: 'Noël' },
        { from: '2027-01-01', closed: true, label: 'Jour de l’an' },
      ],
    },
  },
  {
    slug: 'lyon-croix-rousse',
    name: 'Gamelle Lyon Croix-Rousse',
    street: '4 place de la Croix-Rousse',
    postcode: '69004',
    city: 'Lyon',
    countryCode: 'FR' as const,
    phone: '+33478280044',
    latitude: 45.7745,
    longitude: 4.8317,
    openingHours: {
      weekly: week('09:30', '19:00'),
      exceptions: [
        {
          from: '2026-12-20',
          closed: false,
          ranges: [{ open: '10:00', close: '18:00' }],
          label: 'Ouverture exceptionnelle avant Noël',
        },
      ],
    },
  },
  {
    slug: 'bordeaux-chartrons',
    name: 'Gamelle Bordeaux Chartrons',
    street: '61 rue Notre-Dame',
    postcode: '33000',
    city: 'Bordeaux',
    countryCode: 'FR' as const,
    phone: '+33556790022',
    latitude: 44.8537,
    longitude: -0.5714,
    openingHours: {
      weekly: week('10:00', '19:00'),
      exceptions: [{ from: '2026-08-10', to: '2026-08-23', closed: true, label: 'Congés d’été' }],
    },
  },
  {
    slug: 'lille-vieux-lille',
    name: 'Gamelle Lille Vieux-Lille',
    street: '9 rue de la Monnaie',
    postcode: '59800',
    city: 'Lille',
    countryCode: 'FR' as const,
    phone: '+33320550033',
    latitude: 50.6399,
    longitude: 3.0632,
    openingHours: { weekly: week('10:00', '19:00', false), exceptions: [] },
  },
  {
    slug: 'nantes-graslin',
    name: 'Gamelle Nantes Graslin',
    street: '2 rue Racine',
    postcode: '44000',
    city: 'Nantes',
    countryCode: 'FR' as const,
    phone: '+33240480055',
    latitude: 47.2131,
    longitude: -1.5625,
    openingHours: {
      weekly: week('09:30', '19:00'),
      exceptions: [{ from: '2026-12-26', closed: true, label: 'Inventaire' }],
    },
  },
  {
    slug: 'bruxelles-ixelles',
    name: 'Gamelle Bruxelles Ixelles',
    street: 'Chaussée d’Ixelles 120',
    postcode: '1050',
    city: 'Bruxelles',
    countryCode: 'BE' as const,
    phone: '+3225120066',
    latitude: 50.8337,
    longitude: 4.3672,
    openingHours: {
      weekly: week('10:00', '18:30', false),
      exceptions: [{ from: '2026-07-21', closed: true, label: 'Fête nationale' }],
    },
  },
  {
    slug: 'liege-carre',
    name: 'Gamelle Liège Le Carré',
    street: 'Rue du Pot d’Or 14',
    postcode: '4000',
    city: 'Liège',
    countryCode: 'BE' as const,
    phone: '+3242230077',
    latitude: 50.6412,
    longitude: 5.5718,
    openingHours: { weekly: week('10:00', '18:30'), exceptions: [] },
  },
  {
    slug: 'luxembourg-gare',
    name: 'Gamelle Luxembourg Gare',
    street: '25 avenue de la Gare',
    postcode: '1611',
    city: 'Luxembourg',
    countryCode: 'LU' as const,
    phone: '+352260088',
    latitude: 49.6045,
    longitude: 6.1329,
    openingHours: {
      weekly: week('09:00', '18:00', false),
      exceptions: [{ from: '2026-06-23', closed: true, label: 'Fête nationale' }],
    },
  },
];

/** Redirects by path; an absolute target leaves the app (SPEC §2). */
export const seedRedirects = [
  { path: '/promo/', target: '/landing/offre-bienvenue/', status: 301, appMiddleware: false },
  { path: '/croquettes-chien/', target: '/chien/croquettes/', status: 301, appMiddleware: false },
  { path: '/croquettes-chat/', target: '/chat/croquettes/', status: 301, appMiddleware: false },
  { path: '/mon-compte/commandes/', target: '/mon-compte/mes-commandes/', status: 301, appMiddleware: true },
  { path: '/blog/', target: 'https://blog.gamelle.example/', status: 302, appMiddleware: false },
];
