import { usePageContext } from 'vike-react/usePageContext';
import type { Data } from './+data';

/** JSON-LD FAQPage of the questions shown. */
export default function Head() {
  const { data } = usePageContext() as unknown as { data: Data };
  const json = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: data.topics.flatMap((t) =>
      t.entries.map((e) => ({
        '@type': 'Question',
        name: e.question,
        acceptedAnswer: { '@type': 'Answer', text: e.answer },
      })),
    ),
  };
  const jsonLd = { __html: JSON.stringify(json).replace(/</g, '\\u003c') };
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON.stringify output with `<` escaped, not HTML
    <script type="application/ld+json" dangerouslySetInnerHTML={jsonLd} />
  );
}
