import sharp from 'sharp';

/**
 * A product picture drawn at seed time (no network, no font needed): a bag, a tin or a pouch in
 * the recipe's colour, with a paw print.
 */
export function productSvg(foodType: 'dry' | 'wet' | 'treat', colour: string, size = 800): string {
  const paw = `<g fill="#FFFFFF" fill-opacity="0.9" transform="translate(400 470)">
    <ellipse cx="0" cy="40" rx="62" ry="52"/><ellipse cx="-70" cy="-30" rx="24" ry="32"/>
    <ellipse cx="-25" cy="-70" rx="24" ry="32"/><ellipse cx="25" cy="-70" rx="24" ry="32"/>
    <ellipse cx="70" cy="-30" rx="24" ry="32"/></g>`;
  const shape =
    foodType === 'dry'
      ? `<path d="M230 170 L570 170 L610 690 Q400 730 190 690 Z" fill="${colour}"/><rect x="230" y="140" width="340" height="50" rx="10" fill="#1F1A14" fill-opacity="0.25"/>`
      : foodType === 'wet'
        ? `<rect x="200" y="250" width="400" height="380" rx="40" fill="${colour}"/><ellipse cx="400" cy="250" rx="200" ry="50" fill="#D9D4CC"/><ellipse cx="400" cy="630" rx="200" ry="50" fill="${colour}"/>`
        : `<path d="M250 200 Q400 150 550 200 L580 660 Q400 700 220 660 Z" fill="${colour}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="#F7F3EE"/>${shape}${paw}</svg>`;
}

export async function renderProductImage(foodType: 'dry' | 'wet' | 'treat', colour: string) {
  const { data, info } = await sharp(Buffer.from(productSvg(foodType, colour)))
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height, contentType: 'image/webp' };
}
