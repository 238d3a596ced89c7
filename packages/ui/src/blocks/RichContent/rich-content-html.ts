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
