import { DEFAULT_LOCALE } from '@gamelle/domain';
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';

import { ensureMessages } from '../lib/i18n/i18n-registry';
import { documentLocale } from '../lib/i18n/locale';
import * as styles from './deferred.css';

type JSX_IntrinsicAttributes = JSX.IntrinsicAttributes;

type Loaded<P> = { default: ComponentType<P> };

/** Marks the boundary once its code runs: `[data-deferred]:not([data-hydrated])` is still inert. */
function Hydrated({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    marker.current?.parentElement?.setAttribute('data-hydrated', '');
  }, []);
  return (
    <>
      <span ref={marker} hidden />
      {children}
    </>
  );
}

/** On the server, every part declared so far (the page's modules declare theirs as they load). */
const declared = new Set<() => Promise<void>>();

/**
 * Loads the code of every deferred part declared on the server, and of the parts those declare in
 * turn, so that the prerender renders each part whole, never its fallback. Called once per page by
 * the server's `onBeforeRender` hook (`on-before-render.server.ts`): Vike has imported the page's
 * modules by then, so a page author never calls it. Parts of pages rendered earlier by the same
 * process are already loaded and cost nothing.
 */
export async function preloadDeclaredParts(): Promise<void> {
  let count: number;
  do {
    count = declared.size;
    await Promise.all([...declared].map((preload) => preload()));
  } while (declared.size !== count);
}

/**
 * A component rendered in the prerendered HTML whose code the browser loads only after the page
 * entry: React keeps the server's HTML of the Suspense boundary and hydrates it once the code
 * arrives (selective hydration). The page ships its interactive parts without counting them in
 * the first download (ADR 0005). On the server the part declares itself (`preloadDeclaredParts`),
 * so the prerender renders the component itself, never the fallback; `scripts/finish-html.mjs`
 * fails the build if a page still holds a part's fallback.
 */
export function deferred<P extends object>(loadPart: () => Promise<Loaded<P>>) {
  // A part's code may name messages the page had not: in a Dutch page they come before it renders.
  const load = () =>
    loadPart().then(async (part) => {
      const locale = import.meta.env.SSR ? DEFAULT_LOCALE : documentLocale();
      if (locale !== DEFAULT_LOCALE) await ensureMessages(locale);
      return part;
    });
  let loaded: Loaded<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  if (import.meta.env.SSR) declared.add(preload);
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded
      ? // Already loaded: a thenable that resolves at once, so React renders without suspending.
        // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here
        ({ then: (resolve: (module: Loaded<P>) => void) => resolve(loaded as Loaded<P>) } as Promise<Loaded<P>>)
      : load(),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module scope, never in a render
  function Deferred({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <div data-deferred="" className={styles.contents}>
        <Suspense fallback={fallback}>
          <Hydrated>
            <Lazy {...(props as P & JSX_IntrinsicAttributes)} />
          </Hydrated>
        </Suspense>
      </div>
    );
  }
  return { Deferred };
}
