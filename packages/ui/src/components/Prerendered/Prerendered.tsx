import { createElement, type JSX, type ReactNode, useState, useSyncExternalStore } from 'react';

/** The elements a prerendered part may be wrapped in (its own element, as the server rendered it). */
export type PrerenderedTag = 'article' | 'div' | 'footer' | 'li' | 'section';

export type PrerenderedProps<T extends PrerenderedTag> = Omit<JSX.IntrinsicElements[T], 'children'> & {
  /** The element the part already is: no wrapper is added. */
  as: T;
  /**
   * Identity of the content (a product's slug and data, say): when it changes, the part is rendered
   * again from `children`. A part kept from the server HTML never re-renders otherwise.
   */
  contentKey: string;
  children: ReactNode;
};

const subscribe = () => () => {};
const inBrowser = () => false;
const onServerOrHydrating = () => true;
/** Empty inner HTML: React neither hydrates nor replaces what the server put inside. */
const KEEP = { __html: '' };

function Kept<T extends PrerenderedTag>({ as, children, ...attributes }: Omit<PrerenderedProps<T>, 'contentKey'>) {
  // `getServerSnapshot` is what React reads on the server and while it hydrates this element;
  // a part first rendered in the browser (page change, new list) reads `false`.
  const hydrating = useSyncExternalStore(subscribe, inBrowser, onServerOrHydrating);
  const [kept] = useState(hydrating && typeof document !== 'undefined');
  return kept
    ? createElement(as, { ...attributes, suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP })
    : createElement(as, attributes, children);
}

/**
 * A part of a prerendered page with nothing to hydrate — no state, no handler: text, pictures and
 * links (a client router follows links from the document). While React hydrates the page it keeps
 * the server's HTML of the part as it is and never walks its content: no render, no comparison, no
 * work on the main thread. Rendered in the browser (after a page change), it renders `children`.
 * Anything inside with state or handlers stays as the server rendered it (an image's `onLoad`
 * never runs: it behaves as without JavaScript). Use it on prerendered pages around static parts
 * (product cards, content blocks) to cut hydration work; never around anything interactive.
 * @example <Prerendered as="article" contentKey={product.slug} className={card}>…</Prerendered>
 */
export function Prerendered<T extends PrerenderedTag>({ contentKey, ...props }: PrerenderedProps<T>) {
  return <Kept key={contentKey} {...props} />;
}
