#!/usr/bin/env node
// The README's contact sheet: every screen pinned by site/e2e/screenshots.spec.ts, as it looks on a
// phone (docs/screenshots/{screen}-390.png), scaled down into one captioned grid, in the order of the
// spec's list (site/e2e/screens.ts): docs/contact-sheet.webp. Run it after the pictures changed
// (`npm run e2e -- e2e/screenshots.spec.ts --update-snapshots`): `npm run screenshots:sheet`.
// Sharp and the captions' typeface (DejaVu Sans) are the backend's own dependencies (its invoices).
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCREENS } from '../site/e2e/screens.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const backend = createRequire(join(root, 'packages', 'backend', 'package.json'));
const sharp = backend('sharp');
const fontfile = backend.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const WIDTH = 390;
const SOURCE_HEIGHT = 844;
/** A thumbnail's width: 40 % of the phone's. */
const THUMB_WIDTH = 156;
const THUMB_HEIGHT = Math.round((SOURCE_HEIGHT * THUMB_WIDTH) / WIDTH);
const COLUMNS = 9;
const GAP = 20;
const CAPTION_HEIGHT = 30;
const BORDER = 1;
const BACKGROUND = '#f6f3ee';
const BORDER_COLOUR = '#cfc6b8';
const TEXT_COLOUR = '#2b2118';

const shots = join(root, 'docs', 'screenshots');
const output = join(root, 'docs', 'contact-sheet.webp');

const missing = SCREENS.filter((screen) => !existsSync(join(shots, `${screen}-${WIDTH}.png`)));
if (missing.length > 0) {
  console.error(
    `Pas de capture à ${WIDTH} px pour : ${missing.join(', ')}.\n` +
      'Prenez-les d’abord : npm run e2e -- e2e/screenshots.spec.ts --update-snapshots',
  );
  process.exit(1);
}

const cellWidth = THUMB_WIDTH + 2 * BORDER;
const cellHeight = THUMB_HEIGHT + 2 * BORDER + CAPTION_HEIGHT;
const rows = Math.ceil(SCREENS.length / COLUMNS);
const width = COLUMNS * cellWidth + (COLUMNS + 1) * GAP;
const height = rows * cellHeight + (rows + 1) * GAP;

/** The screen's phone picture, scaled down and framed by a thin line. */
async function thumbnail(screen) {
  return sharp(join(shots, `${screen}-${WIDTH}.png`))
    .resize({ width: THUMB_WIDTH, height: THUMB_HEIGHT, fit: 'cover', position: 'top' })
    .extend({ top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, background: BORDER_COLOUR })
    .png()
    .toBuffer();
}

/** The screen's name, drawn with the bundled typeface (no system font needed), centred under its picture. */
async function caption(screen) {
  const escaped = screen.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const text = await sharp({
    text: {
      text: `<span foreground="${TEXT_COLOUR}">${escaped}</span>`,
      font: 'DejaVu Sans Bold 9',
      fontfile,
      width: cellWidth,
      dpi: 96,
      rgba: true,
      align: 'centre',
    },
  })
    .png()
    .toBuffer();
  const { width: textWidth = 0 } = await sharp(text).metadata();
  return { input: text, dx: Math.max(0, Math.round((cellWidth - textWidth) / 2)) };
}

const layers = [];
for (const [index, screen] of SCREENS.entries()) {
  const left = GAP + (index % COLUMNS) * (cellWidth + GAP);
  const top = GAP + Math.floor(index / COLUMNS) * (cellHeight + GAP);
  layers.push({ input: await thumbnail(screen), left, top });
  const { input, dx } = await caption(screen);
  layers.push({ input, left: left + dx, top: top + THUMB_HEIGHT + 2 * BORDER + 8 });
}

await sharp({ create: { width, height, channels: 3, background: BACKGROUND } })
  .composite(layers)
  .webp({ quality: 80, effort: 6 })
  .toFile(output);

const size = statSync(output).size;
console.log(
  `${relative(root, output)} : ${SCREENS.length} écrans à ${WIDTH} px, ${width} × ${height} px, ${Math.round(size / 1024)} Ko`,
);
