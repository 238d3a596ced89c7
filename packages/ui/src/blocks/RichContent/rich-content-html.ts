import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkBreaks from 'remark-breaks';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { flattenedText, isTooDeep, rehypeNestingLimit, rehypeUrlPolicy, sanitizeSchema } from './policy';

declare const sanitized: unique symbol;
/** HTML that went through the kit's sanitiser; only `richContentToHtml` makes one. */
export type SanitizedHtml = string & { readonly [sanitized]: true };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const processor = unified()
  .use(remarkParse)
  .use(remarkBreaks)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeNestingLimit)
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeUrlPolicy)
  .use(rehypeStringify);

type HastNode = { type: string; value?: string; tagName?: string; children?: HastNode[] };
/** Elements after which words of the text version are kept apart (paragraphs, items, cells, breaks). */
const BLOCKS = new Set([
  'p',
  'br',
  'li',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'div',
]);

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  const inner = (node.children ?? []).map(textOf).join('');
  return node.type === 'element' && node.tagName && BLOCKS.has(node.tagName) ? ` ${inner} ` : inner;
}

/**
 * The words a shopper reads in rich content, as plain text (a meta description, say): the same
 * markdown, HTML and sanitiser as `richContentToHtml`, so nothing it would drop (a script, an
 * event handler) reaches the text; spaces collapsed.
 * @example richContentToText('Une recette au **poulet**.') // 'Une recette au poulet.'
 */
export function richContentToText(markdown: unknown): string {
  const source = typeof markdown === 'string' ? markdown : '';
  if (isTooDeep(source)) return flattenedText(source).replace(/\s+/g, ' ').trim();
  const tree = processor.runSync(processor.parse(source)) as HastNode;
  return textOf(tree).replace(/\s+/g, ' ').trim();
}

/**
 * Renders rich content to sanitised HTML on the server, with the exact rules of `RichContent`
 * (markdown, HTML allowed, line breaks, rehype-sanitize, link-scheme policy, nesting limit).
 * @example const html = richContentToHtml(page.markdown); // then <RichHtml html={html} />
 */
export function richContentToHtml(markdown: unknown): SanitizedHtml {
  const source = typeof markdown === 'string' ? markdown : '';
  if (isTooDeep(source)) return escapeHtml(flattenedText(source)) as SanitizedHtml;
  return String(processor.processSync(source)) as SanitizedHtml;
}
