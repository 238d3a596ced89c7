import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '../../components/JsonLd';
import type { Data } from './+data';

/** JSON-LD FAQPage of the questions shown. */
export default function Head() {
  const { data } = usePageContext() as unknown as { data: Data };
  const json = {
    '@type': 'FAQPage',
    mainEntity: data.topics.flatMap((t) =>
      t.entries.map((e) => ({
        '@type': 'Question',
        name: e.question,
        acceptedAnswer: { '@type': 'Answer', text: e.answer },
      })),
    ),
  };
  return <JsonLd data={json} />;
}
