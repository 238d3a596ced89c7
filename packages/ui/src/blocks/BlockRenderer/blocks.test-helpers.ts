/** One block of every content type of SPEC §2, shaped as the content API sends them. */
export const EVERY_BLOCK = [
  { __component: 'blocks.breadcrumb', items: [{ label: 'Accueil', href: '/' }, { label: 'Chien' }] },
  {
    __component: 'blocks.story',
    variant: 'hero',
    title: 'Le meilleur pour leur gamelle',
    text: 'Des recettes choisies avec des vétérinaires.',
    image: { url: '/images/content/hero.webp', alternativeText: 'Un chien et un chat' },
    links: [{ label: 'Nourriture pour chien', href: '/chien/' }],
  },
  {
    __component: 'blocks.usp-grid',
    items: [
      { title: 'Livraison offerte', text: 'Dès 49 €.' },
      { title: '10 % avec l’abonnement', text: 'Dès 2 livraisons.' },
    ],
  },
  { __component: 'blocks.usp-card', title: 'Service client', text: 'Du lundi au vendredi, de 9 h à 18 h.' },
  { __component: 'blocks.rich-content', markdown: '## Pourquoi Gamelle ?\nDes recettes **riches en protéines**.' },
  {
    __component: 'blocks.image-legend',
    image: { url: '/images/content/atelier.webp', alternativeText: 'Notre entrepôt' },
    legend: 'Préparé à Lyon.',
  },
  {
    __component: 'blocks.option',
    title: 'Abonnement ou commande à l’unité ?',
    options: [
      { title: 'À l’unité', text: 'Quand vous voulez.' },
      { title: 'Abonnement', text: '10 % de remise.' },
    ],
  },
  {
    __component: 'blocks.smart-link',
    title: 'Un chiot vient d’arriver ?',
    text: 'Nos croquettes chiot.',
    link: { label: 'Voir les croquettes chiot', href: '/chien/croquettes/' },
  },
  {
    __component: 'blocks.timeline',
    title: 'Comment ça marche',
    steps: [
      { title: 'Choisissez', text: 'Croquettes et pâtées.' },
      { title: 'Recevez', text: 'En 48 à 72 h.' },
    ],
  },
  {
    __component: 'blocks.embed',
    title: 'Nos conseils en vidéo',
    url: '/videos/transition.mp4',
    caption: 'Changer d’alimentation en 7 jours.',
    audioDescribedUrl: '/videos/transition-audiodescription.mp4',
    transcript: 'Jours 1 et 2 : 75 % de l’ancienne alimentation, 25 % de la nouvelle.\nJour 7 : 100 % de la nouvelle.',
  },
  { __component: 'blocks.seo-text', title: 'Alimentation premium', markdown: 'Des **croquettes** et des **pâtées**.' },
] as const;
