import { useEffect, useRef, useState } from 'react';
import * as styles from './Image.css';

/** What an `ImageUrlBuilder` is asked for. */
export interface ImageTransform {
  /** The width to serve, in pixels. */
  width?: number;
  /** The compression quality, 1 to 100. */
  quality?: number;
  /** The blur radius (the placeholder's). */
  blur?: number;
}

/** Builds the URL of an image at a size (ImageKit-like `?tr=w-…`); the host decides the syntax. */
export type ImageUrlBuilder = (src: string, transform: ImageTransform) => string;

/** SPEC §9: "Low-quality placeholder: quarter size, quality 20, blur 4". */
export const PLACEHOLDER = { scale: 0.25, quality: 20, blur: 4 } as const;

export interface ImageProps {
  /** The image's address, as the image host serves it at full size. */
  src: string;
  /** Describes the picture; `''` for a decorative one. */
  alt: string;
  /** The intrinsic width in pixels: it reserves the space (no layout shift) and sizes the `srcset`. */
  width: number;
  /** The intrinsic height in pixels, reserving the space with `width`. */
  height: number;
  /** Without it the image is served as it is. */
  buildUrl?: ImageUrlBuilder;
  /** Widths offered to the browser. @default [width/2, width, width*2] */
  widths?: readonly number[];
  /** The `sizes` attribute. @default `(max-width: {width}px) 100vw, {width}px` */
  sizes?: string;
  /** Above the fold: loaded at once, with high priority. */
  priority?: boolean;
}

/**
 * An image that shows a blurred quarter-size placeholder, then the sharp image at the right size.
 * With `priority` (the page's main picture) there is no placeholder: the image itself comes first.
 * Use it for every content and product picture; `buildUrl` (`imageKitUrl` for the shop's host) makes
 * the sizes, and `width` and `height` keep the space so nothing jumps when it loads.
 * @example <Image src="/images/products/croquettes.webp" alt="Sac de croquettes" width={400} height={400} buildUrl={imagekit} />
 */
export function Image({ src, alt, width, height, buildUrl, widths, sizes, priority = false }: ImageProps) {
  const [loaded, setLoaded] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image already in the cache may finish before hydration attaches onLoad.
    if (img.current?.complete && img.current.naturalWidth > 0) setLoaded(true);
  }, []);
  const candidates = (widths ?? [Math.round(width / 2), width, width * 2]).filter((w) => w > 0);
  const srcSet = buildUrl ? candidates.map((w) => `${buildUrl(src, { width: w })} ${w}w`).join(', ') : undefined;
  // An above-the-fold image loads at once with high priority: a placeholder would only compete with
  // it for bandwidth (and be preloaded by React), so the frame's colour stands in for it.
  const placeholder =
    buildUrl && !priority
      ? buildUrl(src, {
          width: Math.max(1, Math.round(width * PLACEHOLDER.scale)),
          quality: PLACEHOLDER.quality,
          blur: PLACEHOLDER.blur,
        })
      : undefined;
  return (
    <span className={styles.frame}>
      {placeholder && !loaded ? (
        <img
          className={styles.placeholder}
          src={placeholder}
          alt=""
          aria-hidden="true"
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: onLoad is not an interaction; it drops the placeholder */}
      <img
        ref={img}
        className={styles.image}
        src={buildUrl ? buildUrl(src, { width }) : src}
        srcSet={srcSet}
        sizes={srcSet ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        data-loaded={loaded ? '' : undefined}
        onLoad={() => setLoaded(true)}
      />
    </span>
  );
}

/** The URL builder of the embedded image host (`/images/...?tr=w-300,q-20,bl-4`). */
export const imageKitUrl: ImageUrlBuilder = (src, { width, quality, blur }) => {
  const parts = [width ? `w-${width}` : '', quality ? `q-${quality}` : '', blur ? `bl-${blur}` : ''].filter(Boolean);
  return parts.length > 0 ? `${src}${src.includes('?') ? '&' : '?'}tr=${parts.join(',')}` : src;
};
