/**
 * Link schemes refused in rich text (SPEC §2): vbscript, javascript, file and data, except data
 * images in gif, png, jpeg and webp.
 */
const REFUSED = /^(vbscript|javascript|file|data):/i;
const SAFE_DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp)[;,]/i;

/** Whether a URL may be rendered as a link or image source. Control characters and spaces are ignored, as browsers do. */
export function isSafeUrl(url: string): boolean {
  // Browsers drop tabs, newlines and leading control characters before reading the scheme.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const normalized = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (SAFE_DATA_IMAGE.test(normalized)) return true;
  return !REFUSED.test(normalized);
}

/** Markdown nesting limit (SPEC §9). */
export const MARKDOWN_NESTING_LIMIT = 100;
