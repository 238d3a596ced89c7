import { Breadcrumb } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import { linkList } from '../../styles/content.css';
import type { Data } from './+data';

const TOPICS = ['livraison', 'commande', 'abonnement', 'paiement', 'produits', 'compte'];

/** FAQ (SPEC §2 `/faq/{faqQuery?}/`): questions by topic, each answer behind its question. */
export default function Page() {
  const { query, topics } = useData<Data>();
  const count = topics.reduce((sum, t) => sum + t.entries.length, 0);
  return (
    <>
      <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Questions fréquentes' }]} />
      <h1>Questions fréquentes</h1>
      <nav aria-label="Thèmes">
        <ul className={linkList}>
          <li>
            <a href="/faq/" aria-current={query ? undefined : 'page'}>
              Toutes les questions
            </a>
          </li>
          {TOPICS.map((topic) => (
            <li key={topic}>
              <a href={`/faq/${topic}/`} aria-current={query === topic ? 'page' : undefined}>
                {topic.charAt(0).toUpperCase() + topic.slice(1)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {count === 0 ? (
        <p>
          Aucune question ne correspond à « {query} ». Écrivez-nous depuis la page{' '}
          <a href="/nous-contacter/">Nous contacter</a>.
        </p>
      ) : (
        topics.map((topic) => (
          <section key={topic.topic} aria-labelledby={`theme-${topic.topic}`}>
            <h2 id={`theme-${topic.topic}`}>{topic.topic}</h2>
            {topic.entries.map((entry) => (
              <details key={entry.id}>
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </details>
            ))}
          </section>
        ))
      )}
    </>
  );
}
