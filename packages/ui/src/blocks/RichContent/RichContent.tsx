import { isSafeUrl, MARKDOWN_NESTING_LIMIT } from '@gamelle/domain';
import Markdown, { type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkBreaks from 'remark-breaks';
import * as styles from './RichContent.css';

type HastNode = { type: string; tagName?: string; value?: string; children?: HastNode[] };

/**
 * Cuts the tree below the nesting limit (SPEC §9 "Markdown nesting limit 100"): deeper content is
 * kept as plain text, so hostile nesting can neither hide markup nor exhaust the renderer.
 */
function rehypeNestingLimit() {
  const flatten = (node: HastNode): string =>
    node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(flatten).join('');
  return (tree: HastNode) => {
    const stack: Array<{ node: HastNode; depth: number }> = [{ node: tree, depth: 0 }];
    while (stack.length > 0) {
      const { node, depth } = stack.pop() as { node: HastNode; depth: number };
      if (!node.children) continue;
      if (depth >= MARKDOWN_NESTING_LIMIT) {
        node.children = [{ type: 'text', value: flatten(node) }];
        continue;
      }
      for (const child of node.children) stack.push({ node: child, depth: depth + 1 });
    }
  };
}

/** rehype-sanitize's GitHub-like schema, without form controls nor ids that could clobber the page's own. */
const schema = {
  ...defaultSchema,
  // No form controls in content (GitHub's schema keeps task-list checkboxes).
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => tag !== 'input'),
  clobberPrefix: 'contenu-',
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https', 'data'] },
};

/** Every URL passes the link-scheme policy of SPEC §2; a refused one becomes empty. */
const urlTransform = (url: string) => (isSafeUrl(url) ? url : '');

const components: Components = {
  a: ({ href, children, node: _node, ...rest }) =>
    href ? (
      <a {...rest} href={href} {...(/^https?:\/\//.test(href) ? { rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt, node: _node }) =>
    typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null,
};

/** Markdown source deeper than this many nested markers is refused before parsing. */
const MAX_SOURCE_NESTING = MARKDOWN_NESTING_LIMIT * 2;

function tooDeep(markdown: string): boolean {
  // Block quotes and lists nest by prefix; HTML by open tags. Count the worst line and the tag balance.
  let worstPrefix = 0;
  for (const line of markdown.split('\n')) {
    const prefix = /^[\s>*+-]*/.exec(line)?.[0].replace(/\s/g, '').length ?? 0;
    if (prefix > worstPrefix) worstPrefix = prefix;
  }
  let depth = 0;
  let worstTags = 0;
  for (const match of markdown.matchAll(/<(\/?)[a-zA-Z][^>]*?(\/?)>/g)) {
    if (match[1]) depth -= 1;
    else if (!match[2]) depth += 1;
    if (depth > worstTags) worstTags = depth;
  }
  return worstPrefix > MAX_SOURCE_NESTING || worstTags > MAX_SOURCE_NESTING;
}

export interface RichContentProps {
  /** Markdown from the content system; HTML allowed, line breaks honoured, everything sanitised. */
  markdown: string;
}

/**
 * Rich text of the content system (SPEC §2): markdown with HTML allowed and line breaks honoured,
 * sanitised with rehype-sanitize, links and images limited to safe schemes (no javascript:,
 * vbscript:, file:, data: except gif/png/jpeg/webp images), nesting cut at 100 levels.
 * @example <RichContent markdown={'## Pourquoi Gamelle ?\nDes recettes **riches en protéines**.'} />
 */
export function RichContent({ markdown }: RichContentProps) {
  const source = typeof markdown === 'string' ? markdown : '';
  if (tooDeep(source)) {
    return (
      <div className={styles.rich}>
        {source
          .replace(/<[^>]*>/g, '')
          .replace(/^[\s>*+-]+/gm, '')
          .slice(0, 10_000)}
      </div>
    );
  }
  return (
    <div className={styles.rich}>
      <Markdown
        remarkPlugins={[remarkBreaks]}
        rehypePlugins={[rehypeRaw, rehypeNestingLimit, [rehypeSanitize, schema]]}
        urlTransform={urlTransform}
        components={components}
      >
        {source}
      </Markdown>
    </div>
  );
}
