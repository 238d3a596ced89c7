import { isSafeUrl } from '@gamelle/domain';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../components/Breadcrumb/Breadcrumb';
import { Image, type ImageUrlBuilder } from '../../components/Image/Image';
import { VideoEmbed } from '../../components/VideoEmbed/VideoEmbed';
import * as styles from './blocks.css';
import { list, type Raw, record, text } from './data';

export interface BlockContext {
  buildImageUrl?: ImageUrlBuilder;
  /** Level of the blocks' headings in the page outline. @default 2 */
  headingLevel?: 2 | 3;
}

type Block = (data: Raw, context: BlockContext) => ReactNode;

const Heading = ({ level = 2, children }: { level?: 2 | 3; children: ReactNode }) =>
  level === 2 ? <h2 className={styles.heading}>{children}</h2> : <h3 className={styles.heading}>{children}</h3>;

/**
 * A card's title (a reason to buy, an option, a link's teaser): a heading one level under the
 * block's, or at the block's level when the block has no title of its own (RGAA 9.1: text that
 * looks like a heading is one), drawn as the card's title.
 */
const CardTitle = ({ level = 2, children }: { level?: 2 | 3 | 4; children: ReactNode }) => {
  const Tag = (['h2', 'h3', 'h4'] as const)[level - 2] ?? 'h4';
  return <Tag className={styles.cardTitle}>{children}</Tag>;
};
const under = (level: 2 | 3 = 2) => (level + 1) as 3 | 4;

/** A link from content: an unsafe URL is dropped and only its text remains. */
function SafeLink({ href, children }: { href: string; children: ReactNode }) {
  return href && isSafeUrl(href) ? <a href={href}>{children}</a> : <span>{children}</span>;
}

const picture = (image: Raw, context: BlockContext, width: number, height: number, priority = false) => {
  const src = text(image.url);
  if (!src || !isSafeUrl(src)) return null;
  return (
    <Image
      src={src}
      alt={text(image.alternativeText)}
      width={width}
      height={height}
      buildUrl={context.buildImageUrl}
      priority={priority}
    />
  );
};

/**
 * One renderer per content type of SPEC §2 ("Global content blocks"). Rich text goes through
 * `renderRich`, so a prerendered page can use build-time HTML and ship no markdown parser.
 */
export function createBlocks(renderRich: (data: Raw) => ReactNode): Record<string, Block> {
  return {
    breadcrumb: (data) => (
      <Breadcrumb
        items={list(data.items).map((item) => ({
          label: text(item.label),
          href: isSafeUrl(text(item.href)) ? text(item.href) || undefined : undefined,
        }))}
      />
    ),

    story: (data, context) => {
      // Drawn as a heading — the hero's is the page's largest text — so it is one, at the block's
      // level (RGAA 9.1).
      const Title = context.headingLevel === 3 ? 'h3' : 'h2';
      return (
        <div className={styles.story} data-variant={text(data.variant) || 'default'}>
          <div>
            <Title className={styles.storyTitle}>{text(data.title)}</Title>
            <p>{text(data.text)}</p>
            {list(data.links).length > 0 ? (
              <ul className={styles.linkRow}>
                {list(data.links).map((link) => (
                  <li key={`${text(link.href)}-${text(link.label)}`}>
                    <SafeLink href={text(link.href)}>{text(link.label)}</SafeLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {picture(record(data.image), context, 600, 300, text(data.variant) === 'hero')}
        </div>
      );
    },

    'usp-grid': (data, context) => (
      <ul className={styles.grid}>
        {list(data.items).map((item) => (
          <li key={text(item.title)} className={styles.card}>
            <CardTitle level={context.headingLevel}>{text(item.title)}</CardTitle>
            <p>{text(item.text)}</p>
          </li>
        ))}
      </ul>
    ),

    'usp-card': (data, context) => (
      <div className={styles.card}>
        <CardTitle level={context.headingLevel}>{text(data.title)}</CardTitle>
        <p>{text(data.text)}</p>
      </div>
    ),

    'rich-content': (data) => renderRich(data),

    'image-legend': (data, context) => (
      // The picture tied to its caption for assistive technology too (RGAA 1.9): a named figure.
      <figure
        className={styles.figure}
        {...(text(data.legend) ? { role: 'figure', 'aria-label': text(data.legend) } : {})}
      >
        {picture(record(data.image), context, 1200, 600)}
        {text(data.legend) ? <figcaption className={styles.legend}>{text(data.legend)}</figcaption> : null}
      </figure>
    ),

    option: (data, context) => (
      <section aria-label={text(data.title) || undefined}>
        {text(data.title) ? <Heading level={context.headingLevel}>{text(data.title)}</Heading> : null}
        <ul className={styles.grid}>
          {list(data.options).map((option) => (
            <li key={text(option.title)} className={styles.card}>
              <CardTitle level={text(data.title) ? under(context.headingLevel) : context.headingLevel}>
                {text(option.title)}
              </CardTitle>
              <p>{text(option.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    ),

    'smart-link': (data, context) => {
      const link = record(data.link);
      return (
        <div className={styles.smartLink}>
          <CardTitle level={context.headingLevel}>{text(data.title)}</CardTitle>
          <p>{text(data.text)}</p>
          <SafeLink href={text(link.href)}>{text(link.label)}</SafeLink>
        </div>
      );
    },

    timeline: (data, context) => (
      <section aria-label={text(data.title) || undefined}>
        {text(data.title) ? <Heading level={context.headingLevel}>{text(data.title)}</Heading> : null}
        <ol className={styles.timeline}>
          {list(data.steps).map((step) => (
            <li key={text(step.title)}>
              <strong>{text(step.title)}</strong>
              <p>{text(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>
    ),

    embed: (data, context) => {
      const url = text(data.url);
      if (!url || !isSafeUrl(url)) return null;
      const described = text(data.audioDescribedUrl);
      return (
        <section aria-label={text(data.title) || undefined}>
          {text(data.title) ? <Heading level={context.headingLevel}>{text(data.title)}</Heading> : null}
          <VideoEmbed
            src={url}
            title={text(data.title)}
            caption={text(data.caption) || undefined}
            transcript={text(data.transcript) || undefined}
            audioDescribed={described && isSafeUrl(described) ? described : undefined}
          />
        </section>
      );
    },

    'seo-text': (data, context) => (
      <section aria-label={text(data.title) || undefined}>
        {text(data.title) ? <Heading level={context.headingLevel}>{text(data.title)}</Heading> : null}
        {renderRich(data)}
      </section>
    ),
  };
}
