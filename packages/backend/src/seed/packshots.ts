import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { CAT_HEAD, DOG_HEAD } from './illustrations/hero.js';
import { textPath, wrapLines } from './lettering.js';

/**
 * Each product's picture, drawn from the catalogue's data (issue « products that look like
 * products »): its pack by kind — a bag for kibble, a tin for pâtée, a pouch for shreds and
 * mousses, a box for treats — in its recipe's colour, carrying the brand, the product's name in French
 * and in Dutch (Belgian packs are bilingual), the animal's face and the net weight, every letter
 * drawn in the shop's typeface as outlines. A new product gets its own the same way.
 */
export type Pack = 'bag' | 'tin' | 'pouch' | 'box';

export interface Packshot {
  name: string;
  /** The name in Dutch, printed smaller under the French one. */
  nameNl?: string;
  animal: 'dog' | 'cat';
  foodType: 'dry' | 'wet' | 'treat';
  /** The recipe's colour (`#RRGGBB`). */
  colour: string;
  /** The net weight as printed: « 2 kg », « 6 × 400 g ». */
  weight: string;
}

const INK = '#1F1A14';
const PAPER = '#FFFFFF';
const CREAM = '#F7F3EE';
const TAUPE = '#5C5349';

/** The pack a product comes in: wet food in shreds, slices or mousse comes in a pouch, pâtée in a tin. */
export function packOf(foodType: Packshot['foodType'], name: string): Pack {
  if (foodType === 'dry') return 'bag';
  if (foodType === 'treat') return 'box';
  return /^(Effiloch|Émincé|Mousse|Bouchée)/i.test(name) ? 'pouch' : 'tin';
}

/** A format's name as its pack prints it: « Sac de 12 kg » → « 12 kg », « Lot de 6 × 400 g » → « 6 × 400 g ». */
export function netWeight(formatName: string): string {
  return formatName.replace(/^\p{L}+ de /u, '').trim();
}

/** The animal's face, centred on (cx, cy), `width` wide. */
function face(animal: Packshot['animal'], cx: number, cy: number, width: number): string {
  const [art, centreX, centreY, artWidth] = animal === 'dog' ? [DOG_HEAD, 480, 207, 272] : [CAT_HEAD, 770, 285, 134];
  const scale = width / artWidth;
  return `<g transform="translate(${cx} ${cy}) scale(${scale.toFixed(4)}) translate(${-centreX} ${-centreY})">${art}</g>`;
}

/** The label: white panel with the brand, the names and the weight; its height follows the text. */
function label(shot: Packshot, x: number, y: number, width: number, maxHeight: number): string {
  const inner = width - 36;
  const centre = x + width / 2;
  const parts: string[] = [];
  let pen = y + 44;
  parts.push(textPath('GAMELLE', centre, pen, { size: 22, weight: 800, fill: INK, anchor: 'middle', tracking: 5 }));
  pen += 16;
  parts.push(`<rect x="${centre - 24}" y="${pen}" width="48" height="5" rx="2.5" fill="${shot.colour}"/>`);
  // The French name as large as three lines allow, the Dutch one under it.
  let size = 40;
  let lines = wrapLines(shot.name, inner, size, 800, 4);
  while (lines.length > 3 && size > 28) {
    size -= 2;
    lines = wrapLines(shot.name, inner, size, 800, 4);
  }
  pen += 12;
  for (const line of lines) {
    pen += size * 1.08;
    parts.push(textPath(line, centre, pen, { size, weight: 800, fill: INK, anchor: 'middle' }));
  }
  if (shot.nameNl) {
    pen += 8;
    for (const line of wrapLines(shot.nameNl, inner, 19, 500, 2)) {
      pen += 23;
      parts.push(textPath(line, centre, pen, { size: 19, weight: 500, fill: TAUPE, anchor: 'middle' }));
    }
  }
  // The net weight in a dark pill, legible on every recipe's colour.
  pen += 22;
  const pillHeight = 46;
  parts.push(`<rect x="${centre - 80}" y="${pen}" width="160" height="${pillHeight}" rx="23" fill="${INK}"/>`);
  parts.push(textPath(shot.weight, centre, pen + 32, { size: 26, weight: 800, fill: PAPER, anchor: 'middle' }));
  pen += pillHeight + 20;
  const height = Math.min(maxHeight, pen - y);
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="18" fill="${PAPER}"/>${parts.join('')}`;
}

/** The pack's shape, with where its label and the animal's face go. */
function packShape(
  pack: Pack,
  colour: string,
): { body: string; label: [number, number, number, number]; face: [number, number, number] } {
  const shade = (opacity: number) => `fill="${INK}" fill-opacity="${opacity}"`;
  const light = (opacity: number) => `fill="${PAPER}" fill-opacity="${opacity}"`;
  switch (pack) {
    case 'bag':
      return {
        body: `<path d="M215 150Q400 132 585 150L606 688Q400 722 194 688Z" fill="${colour}"/>
<path d="M215 150L194 688Q214 696 236 700L246 152Z" ${shade(0.12)}/><path d="M585 150L606 688Q586 696 564 700L554 152Z" ${shade(0.12)}/>
<path d="M262 160L268 680Q284 684 296 686L288 158Z" ${light(0.14)}/>
<path d="M212 108H588V158Q400 140 212 158Z" fill="${colour}"/><path d="M212 108H588V158Q400 140 212 158Z" ${shade(0.24)}/>
<path d="M212 108${Array.from({ length: 19 }, (_, i) => `L${222 + i * 20} ${i % 2 ? 108 : 100}`).join('')}L588 108Z" fill="${colour}"/>`,
        label: [250, 190, 300, 360],
        face: [400, 626, 118],
      };
    case 'tin':
      return {
        body: `<rect x="228" y="182" width="344" height="512" rx="26" fill="${colour}"/>
<rect x="228" y="182" width="40" height="512" ${shade(0.1)}/><rect x="532" y="182" width="40" height="512" ${shade(0.14)}/>
<path d="M228 214H572M228 664H572" stroke="${INK}" stroke-opacity="0.18" stroke-width="6"/>
<ellipse cx="400" cy="694" rx="172" ry="30" fill="${colour}"/><ellipse cx="400" cy="694" rx="172" ry="30" ${shade(0.2)}/>
<ellipse cx="400" cy="182" rx="172" ry="40" fill="#D9D4CC"/><ellipse cx="400" cy="182" rx="146" ry="30" fill="none" stroke="#B9B2A7" stroke-width="6"/>
<rect x="370" y="170" width="60" height="16" rx="8" fill="#B9B2A7"/>`,
        label: [256, 236, 288, 330],
        face: [400, 638, 92],
      };
    case 'pouch':
      return {
        body: `<path d="M246 138H554Q576 138 576 162L592 688Q400 714 208 688L224 162Q224 138 246 138Z" fill="${colour}"/>
<path d="M224 162Q224 138 246 138H554Q576 138 576 162V190H224Z" ${shade(0.22)}/>
<path d="M224 176L238 168L224 160Z" fill="${CREAM}"/><path d="M576 176L562 168L576 160Z" fill="${CREAM}"/>
<path d="M252 200L244 676Q258 680 270 682L276 200Z" ${light(0.14)}/>`,
        label: [262, 214, 276, 350],
        face: [400, 628, 108],
      };
    case 'box':
      return {
        body: `<path d="M190 204L272 150H612L530 204Z" fill="${colour}"/><path d="M190 204L272 150H612L530 204Z" ${light(0.3)}/>
<path d="M530 204L612 150V646L530 700Z" fill="${colour}"/><path d="M530 204L612 150V646L530 700Z" ${shade(0.22)}/>
<rect x="190" y="204" width="340" height="496" fill="${colour}"/>
<path d="M190 204H530" stroke="${INK}" stroke-opacity="0.12" stroke-width="4"/>`,
        label: [212, 228, 296, 350],
        face: [360, 632, 100],
      };
  }
}

/** A product's packshot, 800 × 800, as SVG (no `<text>`: letters are outlines). */
export function packshotSvg(shot: Packshot): string {
  const pack = packShape(packOf(shot.foodType, shot.name), shot.colour);
  const [lx, ly, lw, lh] = pack.label;
  const [fx, fy, fw] = pack.face;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="${CREAM}"/>
<circle cx="400" cy="410" r="330" fill="${shot.colour}" fill-opacity="0.13"/>
<ellipse cx="400" cy="716" rx="260" ry="26" fill="${INK}" fill-opacity="0.14"/>
${pack.body}
${label(shot, lx, ly, lw, lh)}
<circle cx="${fx}" cy="${fy}" r="${fw * 0.56}" fill="${CREAM}"/>
${face(shot.animal, fx, fy, fw * 0.82)}
</svg>`;
}

export interface Rendered {
  bytes: Uint8Array;
  width: number;
  height: number;
  contentType: string;
}

/**
 * Renders once per machine: a drawing is a pure function of its data, so its bytes are kept in the
 * system's temporary folder under the hash of what it was drawn from (each test database and each
 * start seeds the same 100 pictures, 2.5 s of drawing). A file that cannot be read or written is
 * drawn again.
 */
async function cached(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
  const folder = join(tmpdir(), 'gamelle-packshots');
  const file = join(folder, `${createHash('sha256').update(key).digest('hex')}.json`);
  try {
    const { bytes, ...rest } = JSON.parse(readFileSync(file, 'utf8')) as Omit<Rendered, 'bytes'> & { bytes: string };
    return { ...rest, bytes: new Uint8Array(Buffer.from(bytes, 'base64')) };
  } catch {
    const rendered = await render();
    try {
      mkdirSync(folder, { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify({ ...rendered, bytes: Buffer.from(rendered.bytes).toString('base64') }));
      renameSync(partial, file);
    } catch {
      // A read-only or full disk: drawn again next time.
    }
    return rendered;
  }
}

/** The packshot as the image host stores it: WebP, 800 × 800. */
export async function renderPackshot(shot: Packshot): Promise<Rendered> {
  const svg = packshotSvg(shot);
  return cached(`webp84:${svg}`, async () => {
    const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: 84 }).toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height, contentType: 'image/webp' };
  });
}

/**
 * The picture a link to a page shows once shared (Open Graph, 1200 × 630): the packs on the left,
 * the title on the right, in the shop's typeface; JPEG, which every network reads.
 */
export async function renderSocialCard(shots: readonly Packshot[], title: string, subtitle: string): Promise<Rendered> {
  const plan = socialCardPlan(shots, title, subtitle);
  return cached(`social:${JSON.stringify(plan)}`, async () => {
    const packs = await Promise.all(
      plan.packs.map(async ({ svg, size, left, top }) => ({
        input: await sharp(Buffer.from(svg)).resize(size).png().toBuffer(),
        left,
        top,
      })),
    );
    const { data, info } = await sharp(Buffer.from(plan.canvas))
      .composite(packs)
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height, contentType: 'image/jpeg' };
  });
}

/**
 * What the shared picture is made of: one pack on the left with the brand, title and subtitle beside
 * it, or several side by side with the title under them.
 */
function socialCardPlan(shots: readonly Packshot[], title: string, subtitle: string) {
  const several = shots.length > 1;
  const size = several ? 46 : 54;
  const lines = wrapLines(title, several ? 1080 : 540, size, 800, 2);
  const textX = several ? 60 : 620;
  const top = several ? 452 : 250 - (lines.length - 1) * 30;
  const text = [
    several ? '' : textPath('GAMELLE', textX, top - 70, { size: 28, weight: 800, fill: INK, tracking: 6 }),
    ...lines.map((line, i) => textPath(line, textX, top + i * (size + 8), { size, weight: 800, fill: INK })),
    textPath(subtitle, textX, top + lines.length * (size + 8) + 8, { size: 28, weight: 500, fill: TAUPE }),
  ];
  return {
    canvas: `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${CREAM}"/>${text.join('')}</svg>`,
    packs: shots.map((shot, i) => ({
      svg: packshotSvg(shot),
      size: several ? 360 : 560,
      left: several ? 60 + i * 360 : 40,
      top: several ? 10 : 35,
    })),
  };
}
