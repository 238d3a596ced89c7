import {
  applyDiscount,
  foldAccents,
  type Product,
  priceWithoutTax,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  weightInKg,
} from '@gamelle/domain';
import { type Random, seededRandom } from './random.js';

/** VAT on pet food in France (standard rate). */
export const VAT_PERCENT = 20;

type Animal = 'dog' | 'cat';
type FoodType = 'dry' | 'wet' | 'treat';
type LifeStage = 'young' | 'adult' | 'senior' | 'all';

interface Recipe {
  title: string;
  /** The name in Belgian Dutch (ADR 0019). */
  nl: string;
  protein: string;
  lifeStage: LifeStage;
  colour: string;
}

const ANIMAL_FR = { dog: 'chien', cat: 'chat' } as const;
const TYPE_SLUG = { dry: 'croquettes', wet: 'patees', treat: 'friandises' } as const;
const BRANDS = ['Gamelle', 'Gamelle Origine', 'Gamelle Véto'] as const;

/*
 * The catalogue's words in Dutch (ADR 0019): a Belgian shopper reads « Droogvoer voor
 * volwassen honden met kip », « Zak van 2 kg ». Kept beside the French so each recipe, format and
 * text template has both; filter values and slugs stay French (keys), their labels are translated.
 */
const ANIMAL_NL = { chien: 'hond', chat: 'kat' } as const;
const TYPE_NL = { croquettes: 'droogvoer', patees: 'natvoer', friandises: 'snacks' } as const;
const LIFE_STAGE_NL: Record<string, string> = {
  chiot: 'pup',
  chaton: 'kitten',
  adulte: 'volwassen',
  senior: 'senior',
  'tous âges': 'alle leeftijden',
};
/** Who a recipe is for, in a Dutch sentence (« voor volwassen honden »). */
const AUDIENCE_NL: Record<Animal, Record<LifeStage, string>> = {
  dog: { young: 'pups', adult: 'volwassen honden', senior: 'oudere honden', all: 'honden van alle leeftijden' },
  cat: { young: 'kittens', adult: 'volwassen katten', senior: 'oudere katten', all: 'katten van alle leeftijden' },
};
/** A recipe's main ingredient: its label, and how the composition names it fresh. */
const PROTEIN_NL: Record<string, { label: string; fresh: string }> = {
  poulet: { label: 'kip', fresh: 'verse kip' },
  saumon: { label: 'zalm', fresh: 'verse zalm' },
  agneau: { label: 'lam', fresh: 'vers lamsvlees' },
  dinde: { label: 'kalkoen', fresh: 'verse kalkoen' },
  canard: { label: 'eend', fresh: 'verse eend' },
  bœuf: { label: 'rund', fresh: 'vers rundvlees' },
  'poisson blanc': { label: 'witte vis', fresh: 'verse witte vis' },
  lapin: { label: 'konijn', fresh: 'vers konijnenvlees' },
  'patate douce': { label: 'zoete aardappel', fresh: 'verse zoete aardappel' },
  menthe: { label: 'munt', fresh: 'verse munt' },
  'lait de chèvre': { label: 'geitenmelk', fresh: 'verse geitenmelk' },
  pomme: { label: 'appel', fresh: 'verse appel' },
  truite: { label: 'forel', fresh: 'verse forel' },
  thon: { label: 'tonijn', fresh: 'verse tonijn' },
  sardine: { label: 'sardines', fresh: 'verse sardines' },
  'herbe à chat': { label: 'kattenkruid', fresh: 'vers kattenkruid' },
  lait: { label: 'melk', fresh: 'verse melk' },
  poisson: { label: 'vis', fresh: 'verse vis' },
  malt: { label: 'mout', fresh: 'gerstemout' },
};
/** The legal names of the analytical constituents on a Dutch label. */
const CONSTITUENT_NL: Record<string, string> = {
  'Protéines brutes': 'Ruw eiwit',
  'Matières grasses brutes': 'Ruw vet',
  'Cendres brutes': 'Ruwe as',
  'Cellulose brute': 'Ruwe celstof',
  Humidité: 'Vocht',
};

const RECIPES: Record<Animal, Record<FoodType, Recipe[]>> = {
  dog: {
    dry: [
      {
        title: 'Croquettes chien adulte au poulet',
        nl: 'Droogvoer voor volwassen honden met kip',
        protein: 'poulet',
        lifeStage: 'adult',
        colour: '#C8873A',
      },
      {
        title: 'Croquettes chiot au saumon',
        nl: 'Droogvoer voor pups met zalm',
        protein: 'saumon',
        lifeStage: 'young',
        colour: '#E07A5F',
      },
      {
        title: 'Croquettes chien senior à l’agneau',
        nl: 'Droogvoer voor oudere honden met lam',
        protein: 'agneau',
        lifeStage: 'senior',
        colour: '#8D6A9F',
      },
      {
        title: 'Croquettes chien stérilisé à la dinde',
        nl: 'Droogvoer voor gesteriliseerde honden met kalkoen',
        protein: 'dinde',
        lifeStage: 'adult',
        colour: '#6A994E',
      },
      {
        title: 'Croquettes chien sans céréales au canard',
        nl: 'Graanvrij droogvoer voor honden met eend',
        protein: 'canard',
        lifeStage: 'adult',
        colour: '#386641',
      },
      {
        title: 'Croquettes chien petite race au poulet',
        nl: 'Droogvoer voor kleine hondenrassen met kip',
        protein: 'poulet',
        lifeStage: 'adult',
        colour: '#F2CC8F',
      },
      {
        title: 'Croquettes chien grande race au bœuf',
        nl: 'Droogvoer voor grote hondenrassen met rund',
        protein: 'bœuf',
        lifeStage: 'adult',
        colour: '#9C2F2F',
      },
      {
        title: 'Croquettes chien hypoallergéniques au saumon',
        nl: 'Hypoallergeen droogvoer voor honden met zalm',
        protein: 'saumon',
        lifeStage: 'all',
        colour: '#3D5A80',
      },
    ],
    wet: [
      {
        title: 'Pâtée chien adulte au bœuf et carottes',
        nl: 'Paté voor volwassen honden met rund en wortelen',
        protein: 'bœuf',
        lifeStage: 'adult',
        colour: '#9C2F2F',
      },
      {
        title: 'Pâtée chiot au poulet et riz',
        nl: 'Paté voor pups met kip en rijst',
        protein: 'poulet',
        lifeStage: 'young',
        colour: '#F4A261',
      },
      {
        title: 'Terrine chien senior à l’agneau',
        nl: 'Terrine voor oudere honden met lam',
        protein: 'agneau',
        lifeStage: 'senior',
        colour: '#8D6A9F',
      },
      {
        title: 'Bouchées chien en sauce au canard',
        nl: 'Brokjes in saus voor honden met eend',
        protein: 'canard',
        lifeStage: 'adult',
        colour: '#386641',
      },
      {
        title: 'Mijoté chien au saumon et patate douce',
        nl: 'Stoofpotje voor honden met zalm en zoete aardappel',
        protein: 'saumon',
        lifeStage: 'adult',
        colour: '#E07A5F',
      },
      {
        title: 'Pâtée chien sans céréales à la dinde',
        nl: 'Graanvrije paté voor honden met kalkoen',
        protein: 'dinde',
        lifeStage: 'all',
        colour: '#6A994E',
      },
      {
        title: 'Émincés chien au lapin',
        nl: 'Reepjes voor honden met konijn',
        protein: 'lapin',
        lifeStage: 'adult',
        colour: '#B5838D',
      },
      {
        title: 'Pâtée chien stérilisé au poisson blanc',
        nl: 'Paté voor gesteriliseerde honden met witte vis',
        protein: 'poisson blanc',
        lifeStage: 'adult',
        colour: '#5E81AC',
      },
    ],
    treat: [
      {
        title: 'Bâtonnets à mâcher au poulet',
        nl: 'Kauwstaafjes met kip',
        protein: 'poulet',
        lifeStage: 'all',
        colour: '#F2CC8F',
      },
      {
        title: 'Biscuits chien à la patate douce',
        nl: 'Hondenkoekjes met zoete aardappel',
        protein: 'patate douce',
        lifeStage: 'all',
        colour: '#E76F51',
      },
      {
        title: 'Friandises dentaires pour chien',
        nl: 'Gebitssnacks voor honden',
        protein: 'menthe',
        lifeStage: 'adult',
        colour: '#2A9D8F',
      },
      { title: 'Os à mâcher au bœuf', nl: 'Kauwbeen met rund', protein: 'bœuf', lifeStage: 'adult', colour: '#9C2F2F' },
      {
        title: 'Bouchées d’éducation au saumon',
        nl: 'Beloningssnoepjes met zalm',
        protein: 'saumon',
        lifeStage: 'all',
        colour: '#E07A5F',
      },
      {
        title: 'Friandises chiot au lait de chèvre',
        nl: 'Snoepjes voor pups met geitenmelk',
        protein: 'lait de chèvre',
        lifeStage: 'young',
        colour: '#E9C46A',
      },
      {
        title: 'Lamelles de canard séché',
        nl: 'Reepjes gedroogde eend',
        protein: 'canard',
        lifeStage: 'adult',
        colour: '#386641',
      },
      {
        title: 'Biscuits chien senior aux pommes',
        nl: 'Koekjes voor oudere honden met appel',
        protein: 'pomme',
        lifeStage: 'senior',
        colour: '#90BE6D',
      },
    ],
  },
  cat: {
    dry: [
      {
        title: 'Croquettes chat adulte au saumon',
        nl: 'Droogvoer voor volwassen katten met zalm',
        protein: 'saumon',
        lifeStage: 'adult',
        colour: '#E07A5F',
      },
      {
        title: 'Croquettes chaton au poulet',
        nl: 'Droogvoer voor kittens met kip',
        protein: 'poulet',
        lifeStage: 'young',
        colour: '#F4A261',
      },
      {
        title: 'Croquettes chat stérilisé à la truite',
        nl: 'Droogvoer voor gesteriliseerde katten met forel',
        protein: 'truite',
        lifeStage: 'adult',
        colour: '#5E81AC',
      },
      {
        title: 'Croquettes chat senior au canard',
        nl: 'Droogvoer voor oudere katten met eend',
        protein: 'canard',
        lifeStage: 'senior',
        colour: '#386641',
      },
      {
        title: 'Croquettes chat sans céréales au lapin',
        nl: 'Graanvrij droogvoer voor katten met konijn',
        protein: 'lapin',
        lifeStage: 'adult',
        colour: '#B5838D',
      },
      {
        title: 'Croquettes chat poil long au poisson blanc',
        nl: 'Droogvoer voor langharige katten met witte vis',
        protein: 'poisson blanc',
        lifeStage: 'adult',
        colour: '#3D5A80',
      },
      {
        title: 'Croquettes chat d’intérieur à la dinde',
        nl: 'Droogvoer voor binnenkatten met kalkoen',
        protein: 'dinde',
        lifeStage: 'adult',
        colour: '#6A994E',
      },
      {
        title: 'Croquettes chat urinaire au poulet',
        nl: 'Droogvoer voor gezonde urinewegen bij katten, met kip',
        protein: 'poulet',
        lifeStage: 'adult',
        colour: '#C8873A',
      },
    ],
    wet: [
      {
        title: 'Pâtée chat adulte au thon',
        nl: 'Paté voor volwassen katten met tonijn',
        protein: 'thon',
        lifeStage: 'adult',
        colour: '#3D5A80',
      },
      {
        title: 'Mousse chaton au poulet',
        nl: 'Mousse voor kittens met kip',
        protein: 'poulet',
        lifeStage: 'young',
        colour: '#F4A261',
      },
      {
        title: 'Effilochés chat au saumon',
        nl: 'Fijne draadjes met zalm voor katten',
        protein: 'saumon',
        lifeStage: 'adult',
        colour: '#E07A5F',
      },
      {
        title: 'Terrine chat senior au canard',
        nl: 'Terrine voor oudere katten met eend',
        protein: 'canard',
        lifeStage: 'senior',
        colour: '#386641',
      },
      {
        title: 'Bouchées chat stérilisé en gelée à la truite',
        nl: 'Brokjes in gelei voor gesteriliseerde katten met forel',
        protein: 'truite',
        lifeStage: 'adult',
        colour: '#5E81AC',
      },
      {
        title: 'Pâtée chat sans céréales au lapin',
        nl: 'Graanvrije paté voor katten met konijn',
        protein: 'lapin',
        lifeStage: 'adult',
        colour: '#B5838D',
      },
      {
        title: 'Émincés chat à la dinde en sauce',
        nl: 'Reepjes in saus voor katten met kalkoen',
        protein: 'dinde',
        lifeStage: 'adult',
        colour: '#6A994E',
      },
      {
        title: 'Pâtée chat aux sardines',
        nl: 'Paté voor katten met sardines',
        protein: 'sardine',
        lifeStage: 'all',
        colour: '#457B9D',
      },
    ],
    treat: [
      {
        title: 'Friandises croustillantes pour chat au saumon',
        nl: 'Knapperige kattensnoepjes met zalm',
        protein: 'saumon',
        lifeStage: 'adult',
        colour: '#E07A5F',
      },
      {
        title: 'Bâtonnets chat au poulet',
        nl: 'Snackstaafjes voor katten met kip',
        protein: 'poulet',
        lifeStage: 'all',
        colour: '#F2CC8F',
      },
      {
        title: 'Friandises dentaires pour chat',
        nl: 'Gebitssnacks voor katten',
        protein: 'menthe',
        lifeStage: 'adult',
        colour: '#2A9D8F',
      },
      {
        title: 'Crème à lécher pour chat au thon',
        nl: 'Liksnack voor katten met tonijn',
        protein: 'thon',
        lifeStage: 'all',
        colour: '#3D5A80',
      },
      {
        title: 'Herbe à chat en bouchées',
        nl: 'Hapjes met kattenkruid',
        protein: 'herbe à chat',
        lifeStage: 'adult',
        colour: '#90BE6D',
      },
      {
        title: 'Friandises chaton au lait',
        nl: 'Snoepjes voor kittens met melk',
        protein: 'lait',
        lifeStage: 'young',
        colour: '#E9C46A',
      },
      {
        title: 'Chips de poisson séché',
        nl: 'Chips van gedroogde vis',
        protein: 'poisson',
        lifeStage: 'adult',
        colour: '#457B9D',
      },
      {
        title: 'Friandises anti-boules de poils',
        nl: 'Snoepjes tegen haarballen',
        protein: 'malt',
        lifeStage: 'adult',
        colour: '#B08968',
      },
    ],
  },
};

/**
 * Pack sizes per food type: dry by the bag, wet by the pack of tins, treats by the pouch. `weight`
 * is counted in `unit` (SPEC §3), as the name says it; `pricePerKg` in cents.
 */
const FORMATS: Record<
  FoodType,
  { name: string; nl: string; weight: number; unit: 'kg' | 'g'; pricePerKg: [number, number] }[]
> = {
  dry: [
    { name: 'Sac de 2 kg', nl: 'Zak van 2 kg', weight: 2, unit: 'kg', pricePerKg: [900, 1300] },
    { name: 'Sac de 6 kg', nl: 'Zak van 6 kg', weight: 6, unit: 'kg', pricePerKg: [750, 1050] },
    { name: 'Sac de 12 kg', nl: 'Zak van 12 kg', weight: 12, unit: 'kg', pricePerKg: [620, 900] },
    { name: 'Sac de 400 g', nl: 'Zak van 400 g', weight: 400, unit: 'g', pricePerKg: [1300, 1700] },
  ],
  wet: [
    { name: 'Lot de 6 × 400 g', nl: 'Pakket van 6 × 400 g', weight: 2.4, unit: 'kg', pricePerKg: [600, 900] },
    { name: 'Lot de 12 × 400 g', nl: 'Pakket van 12 × 400 g', weight: 4.8, unit: 'kg', pricePerKg: [520, 800] },
    { name: 'Lot de 24 × 85 g', nl: 'Pakket van 24 × 85 g', weight: 2.04, unit: 'kg', pricePerKg: [900, 1300] },
  ],
  treat: [
    { name: 'Sachet de 100 g', nl: 'Zakje van 100 g', weight: 100, unit: 'g', pricePerKg: [3500, 5000] },
    { name: 'Sachet de 300 g', nl: 'Zakje van 300 g', weight: 300, unit: 'g', pricePerKg: [2800, 4200] },
  ],
};

const FIRST_NAMES = [
  'Camille',
  'Lucas',
  'Léa',
  'Hugo',
  'Chloé',
  'Louis',
  'Manon',
  'Jules',
  'Inès',
  'Arthur',
  'Sarah',
  'Noah',
];
const REVIEW_TEXTS = [
  ['Très appétent', 'Mon animal adore, la gamelle est vide en deux minutes.'],
  ['Digestion parfaite', 'Plus aucun souci de digestion depuis que nous avons changé.'],
  ['Poil brillant', 'Après un mois, le poil est nettement plus beau.'],
  ['Livraison rapide', 'Produit conforme et livré en 48 h, rien à redire.'],
  ['Bon rapport qualité-prix', 'Un peu plus cher que le supermarché mais la qualité se voit.'],
  ['Abonnement pratique', 'Je ne pense plus à racheter, tout arrive au bon moment.'],
];

export function slugify(text: string): string {
  return foldAccents(text)
    .replace(/[’']/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface SeedProduct {
  product: Product;
  colour: string;
  bestSellerRank: number;
  createdAt: Date;
}

function energyFor(type: FoodType, random: Random): number {
  if (type === 'dry') return random.int(3500, 4100);
  if (type === 'wet') return random.int(800, 1150);
  return random.int(2800, 3600);
}

function constituents(type: FoodType, random: Random) {
  const dry = type !== 'wet';
  return [
    { label: 'Protéines brutes', value: `${dry ? random.int(24, 36) : random.int(8, 12)} %` },
    { label: 'Matières grasses brutes', value: `${dry ? random.int(12, 20) : random.int(4, 7)} %` },
    { label: 'Cendres brutes', value: `${dry ? random.int(6, 9) : random.int(1, 3)} %` },
    { label: 'Cellulose brute', value: `${dry ? random.int(2, 4) : 1} %` },
    { label: 'Humidité', value: `${dry ? random.int(7, 10) : random.int(76, 82)} %` },
  ];
}

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The composition in French and in Dutch (one draw of the share for both). */
function composition(recipe: Recipe, type: FoodType, random: Random): { fr: string; nl: string } {
  const share = type === 'dry' ? random.int(28, 45) : random.int(50, 70);
  const base =
    type === 'dry'
      ? 'patate douce, pois, graisse de volaille, pulpe de betterave, huile de saumon, levure de bière, minéraux'
      : 'bouillon de légumes, carottes, huile de tournesol, minéraux';
  const baseNl =
    type === 'dry'
      ? 'zoete aardappel, erwten, gevogeltevet, bietenpulp, zalmolie, biergist, mineralen'
      : 'groentebouillon, wortelen, zonnebloemolie, mineralen';
  return {
    fr: `${capitalize(recipe.protein)} frais (${share} %), ${base}, extraits de romarin.`,
    nl: `${capitalize(proteinNl(recipe.protein).fresh)} (${share} %), ${baseNl}, rozemarijnextract.`,
  };
}

function proteinNl(protein: string): { label: string; fresh: string } {
  const found = PROTEIN_NL[protein];
  if (!found) throw new Error(`Ingrédient sans nom néerlandais : ${protein}`);
  return found;
}

function feedingTable(animal: Animal, energy: number) {
  const weights = animal === 'dog' ? [5, 10, 20, 30, 40] : [2, 3, 4, 5, 6];
  return weights.map((weightKg) => {
    const kcal = animal === 'dog' ? 110 * weightKg ** 0.75 : 100 * weightKg ** 0.67;
    return { weightKg, gramsPerDay: Math.round(kcal / (energy / 1000)) };
  });
}

/**
 * The seed catalogue: 2 animals × 3 food types × 8 recipes, with 2–4 formats each, prices,
 * stock (some out), hidden formats, composition, constituents, energy, feeding tables and
 * reviews; plus one sample per animal. Deterministic: the same on every machine.
 */
export function seedCatalogue(now: Date, extra = 0): SeedProduct[] {
  const random = seededRandom(20261121);
  const items: SeedProduct[] = [];
  let variantCode = 10_000_001;
  let index = 0;
  const total = 48 + extra;

  for (let n = 0; n < total; n += 1) {
    const animal: Animal = n % 2 === 0 ? 'dog' : 'cat';
    const type = (['dry', 'wet', 'treat'] as const)[Math.floor(n / 2) % 3] as FoodType;
    const base = RECIPES[animal][type][Math.floor(n / 6) % 8] as Recipe;
    const generation = Math.floor(n / 48);
    const recipe =
      generation === 0
        ? base
        : { ...base, title: `${base.title} — édition ${generation + 1}`, nl: `${base.nl} — editie ${generation + 1}` };
    const brand = BRANDS[(n + generation) % BRANDS.length] as string;
    const sku = `${ANIMAL_FR[animal].toUpperCase()}-${TYPE_SLUG[type].toUpperCase()}-${String(n + 1).padStart(5, '0')}`;
    const slug = slugify(recipe.title);
    const energy = energyFor(type, random);
    const formats = FORMATS[type].slice(0, type === 'dry' ? random.int(2, 4) : type === 'wet' ? random.int(2, 3) : 2);
    const variantNames: Record<string, string> = {};
    const variants = formats.map((format, i) => {
      const perKg = random.int(format.pricePerKg[0], format.pricePerKg[1]);
      const ttc = Math.round((perKg * (weightInKg(format) ?? 0)) / 10) * 10 - 10;
      index += 1;
      const code = String(variantCode++);
      variantNames[code] = format.nl;
      return {
        code,
        name: format.name,
        weight: format.weight,
        unit: format.unit,
        in_stock: index % 7 !== 0,
        stock: index % 7 === 0 ? 0 : random.int(3, 240),
        show_variant: index % 11 !== 0 || i === 0,
        base_price: ttc,
        base_price_tf: priceWithoutTax(ttc, VAT_PERCENT),
        base_price_subscription: applyDiscount(ttc, SUBSCRIPTION_DISCOUNT_PERCENT),
      };
    });
    const reviewCount = n % 9 === 4 ? 0 : random.int(1, 240);
    const reviews = Array.from({ length: Math.min(reviewCount, 4) }, (_, r) => {
      const [title, text] = random.pick(REVIEW_TEXTS) as [string, string];
      return {
        author: `${random.pick(FIRST_NAMES)} ${String.fromCharCode(65 + random.int(0, 25))}.`,
        rating: random.int(r === 3 ? 3 : 4, 5),
        title,
        text,
        date: new Date(now.getTime() - random.int(2, 400) * 86_400_000).toISOString().slice(0, 10),
      };
    });
    const average = reviewCount === 0 ? 0 : Math.round((3.9 + random.next() * 1.05) * 10) / 10;
    const lifeStageFr = {
      young: animal === 'dog' ? 'chiot' : 'chaton',
      adult: 'adulte',
      senior: 'senior',
      all: 'tous âges',
    }[recipe.lifeStage];
    const recipeComposition = composition(recipe, type, random);
    const analyticalConstituents = constituents(type, random);
    const protein = proteinNl(recipe.protein);
    const product: Product = {
      sku,
      slug: generation === 0 ? slug : `${slug}-${generation + 1}`,
      kind: 'product',
      name: recipe.title,
      brand,
      animal,
      foodType: type,
      lifeStage: recipe.lifeStage,
      shortDescription: `${recipe.title}, recette ${brand} fabriquée en France.`,
      description: `Une recette au **${recipe.protein}** pour ${animal === 'dog' ? 'chien' : 'chat'} ${lifeStageFr}, élaborée avec des vétérinaires nutritionnistes et fabriquée en France. Sans colorant ni conservateur artificiel.\n\nÀ conserver dans un endroit sec, à l’abri de la lumière.`,
      categories: [ANIMAL_FR[animal], `${ANIMAL_FR[animal]}/${TYPE_SLUG[type]}`],
      filters: {
        animal: [ANIMAL_FR[animal]],
        type: [TYPE_SLUG[type]],
        age: [lifeStageFr],
        marque: [brand],
        proteine: [recipe.protein],
      },
      viewable: n !== 47,
      oldProduct: false,
      reference: `REF-${sku}`,
      ProductVariants: variants,
      composition: recipeComposition.fr,
      analyticalConstituents,
      metabolizableEnergy: energy,
      feedingTable: type === 'treat' ? [] : feedingTable(animal, energy),
      reviews: { count: reviewCount, average, satisfaction: reviewCount === 0 ? 0 : Math.round(average * 20) },
      json_avis: reviews,
      // Later generations (benchmark products) share the picture of their recipe.
      images: [
        {
          url: `/images/products/${slug}.webp`,
          hash: sku.toLowerCase(),
          alternativeText: recipe.title,
        },
      ],
      createdAt: new Date(now.getTime() - (total - n) * 86_400_000).toISOString(),
      translations: {
        nl: {
          name: recipe.nl,
          shortDescription: `${recipe.nl}, een recept van ${brand}, gemaakt in Frankrijk.`,
          description: `Een recept met **${protein.label}** voor ${AUDIENCE_NL[animal][recipe.lifeStage]}, ontwikkeld samen met dierenartsen gespecialiseerd in diervoeding en gemaakt in Frankrijk. Zonder kleurstoffen of kunstmatige bewaarmiddelen.\n\nBewaren op een droge plaats, beschermd tegen licht.`,
          composition: recipeComposition.nl,
          analyticalConstituents: Object.fromEntries(
            analyticalConstituents.map(({ label }) => [label, CONSTITUENT_NL[label] ?? label]),
          ),
          variants: variantNames,
          filters: {
            animal: { [ANIMAL_FR[animal]]: ANIMAL_NL[ANIMAL_FR[animal]] },
            type: { [TYPE_SLUG[type]]: TYPE_NL[TYPE_SLUG[type]] },
            age: { [lifeStageFr]: LIFE_STAGE_NL[lifeStageFr] ?? lifeStageFr },
            proteine: { [recipe.protein]: protein.label },
          },
          images: [recipe.nl],
        },
      },
    };
    items.push({
      product,
      colour: recipe.colour,
      bestSellerRank: ((n * 37) % total) + 1,
      createdAt: new Date(now.getTime() - (total - n) * 86_400_000),
    });
  }

  for (const animal of ['dog', 'cat'] as const) {
    const name =
      animal === 'dog'
        ? 'Échantillon croquettes chien adulte au poulet'
        : 'Échantillon croquettes chat adulte au saumon';
    const nameNl = `Proefzakje droogvoer voor ${AUDIENCE_NL[animal].adult} met ${animal === 'dog' ? 'kip' : 'zalm'}`;
    const slug = slugify(name);
    const code = String(variantCode++);
    items.push({
      product: {
        sku: `ECHANTILLON-${ANIMAL_FR[animal].toUpperCase()}`,
        slug,
        kind: 'sample',
        name,
        brand: 'Gamelle',
        animal,
        foodType: 'dry',
        lifeStage: 'adult',
        shortDescription: 'Un sachet de 50 g pour faire goûter nos croquettes, offert avec une commande.',
        description:
          'Faites goûter avant de vous engager : un échantillon de 50 g, offert dans votre prochaine commande.',
        categories: [],
        filters: {},
        viewable: true,
        oldProduct: false,
        ProductVariants: [
          {
            code,
            name: 'Sachet de 50 g',
            weight: 50,
            unit: 'g',
            in_stock: true,
            stock: 500,
            show_variant: true,
            base_price: 0,
            base_price_tf: 0,
            base_price_subscription: 0,
          },
        ],
        analyticalConstituents: [],
        metabolizableEnergy: 3800,
        feedingTable: [],
        json_avis: [],
        images: [{ url: `/images/products/${slug}.webp`, hash: slug, alternativeText: name }],
        createdAt: now.toISOString(),
        translations: {
          nl: {
            name: nameNl,
            shortDescription: 'Een zakje van 50 g om ons droogvoer te laten proeven, gratis bij een bestelling.',
            description:
              'Laat eerst proeven voor u zich vastlegt: een proefzakje van 50 g, gratis bij uw volgende bestelling.',
            variants: { [code]: 'Zakje van 50 g' },
            images: [nameNl],
          },
        },
      },
      colour: animal === 'dog' ? '#C8873A' : '#E07A5F',
      bestSellerRank: total + 1,
      createdAt: now,
    });
  }
  return items;
}
