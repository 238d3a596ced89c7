import { isSafeUrl, MARKDOWN_NESTING_LIMIT } from '@gamelle/domain';
import { defaultSchema, type Options as SanitizeOptions } from 'rehype-sanitize';

/** The sanitising rules shared by the React renderer and the build-time HTML renderer. */

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/**
 * Cuts the tree below the nesting limit (SPEC §9 "Markdown nesting limit 100"): deeper content is
 * kept as plain text, so hostile nesting can neither hide markup nor exhaust the renderer.
 */
export function rehypeNestingLimit() {
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

/**
 * Applies the link-scheme policy of SPEC §2 to every href and src left after sanitising, and
 * marks external links `rel="noopener noreferrer"`.
 */
export function rehypeUrlPolicy() {
  return (tree: HastNode) => {
    const stack: HastNode[] = [tree];
    while (stack.length > 0) {
      const node = stack.pop() as HastNode;
      const props = node.properties;
      if (props) {
        for (const name of ['href', 'src']) {
          const value = props[name];
          if (typeof value === 'string' && !isSafeUrl(value)) delete props[name];
        }
        if (node.tagName === 'a' && typeof props.href === 'string' && /^https?:\/\//.test(props.href))
          props.rel = ['noopener', 'noreferrer'];
      }
      for (const child of node.children ?? []) stack.push(child);
    }
  };
}

/** rehype-sanitize's GitHub-like schema, without form controls nor ids that could clobber the page's own. */
export const sanitizeSchema: SanitizeOptions = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => tag !== 'input'),
  clobberPrefix: 'contenu-',
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https', 'data'] },
};

/** Markdown source deeper than this many nested markers is refused before parsing. */
const MAX_SOURCE_NESTING = MARKDOWN_NESTING_LIMIT * 2;

/** Whether markdown nests so deep (block quotes, lists, HTML tags) that it is shown as plain text. */
export function isTooDeep(markdown: string): boolean {
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

/** The plain text shown for content too deep to render. */
export function flattenedText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, '')
    .replace(/^[\s>*+-]+/gm, '')
    .slice(0, 10_000);
}
