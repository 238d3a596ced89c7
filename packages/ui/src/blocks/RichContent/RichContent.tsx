import { isSafeUrl } from '@gamelle/domain';
import Markdown, { type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkBreaks from 'remark-breaks';
import { flattenedText, isTooDeep, rehypeNestingLimit, rehypeUrlPolicy, sanitizeSchema } from './policy';
import * as styles from './RichContent.css';

/** Every URL passes the link-scheme policy of SPEC §2; a refused one becomes empty. */
const urlTransform = (url: string) => (isSafeUrl(url) ? url : '');

const components: Components = {
  a: ({ href, children, node: _node, ...rest }) =>
    href ? (
      <a {...rest} href={href}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt, node: _node }) =>
    typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null,
};

export interface RichContentProps {
  /** Markdown from the content system; HTML allowed, line breaks honoured, everything sanitised. */
  markdown: string;
}

/**
 * Rich text of the content system (SPEC §2): markdown with HTML allowed and line breaks honoured,
 * sanitised with rehype-sanitize, links and images limited to safe schemes (no javascript:,
 * vbscript:, file:, data: except gif/png/jpeg/webp images), nesting cut at 100 levels. Pages that
 * are prerendered can render the same HTML at build time with `richContentToHtml` from
 * `@gamelle/ui/server` and ship no markdown parser to the browser.
 * @example <RichContent markdown={'## Pourquoi Gamelle ?\nDes recettes **riches en protéines**.'} />
 */
export function RichContent({ markdown }: RichContentProps) {
  const source = typeof markdown === 'string' ? markdown : '';
  if (isTooDeep(source)) return <div className={styles.rich}>{flattenedText(source)}</div>;
  return (
    <div className={styles.rich}>
      <Markdown
        remarkPlugins={[remarkBreaks]}
        rehypePlugins={[rehypeRaw, rehypeNestingLimit, [rehypeSanitize, sanitizeSchema], rehypeUrlPolicy]}
        urlTransform={urlTransform}
        components={components}
      >
        {source}
      </Markdown>
    </div>
  );
}
