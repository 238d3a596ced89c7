import { MESSAGES_FR } from '@gamelle/domain';
import { usePageContext } from 'vike-react/usePageContext';
import { linkList } from '../../styles/content.css';

/** Error page of SPEC §2; the 404 offers dog and cat food. Never indexed (see +Head). */
export default function Page() {
  const { is404 } = usePageContext();
  if (is404) {
    return (
      <>
        <h1>{MESSAGES_FR.notFound}</h1>
        <p>La page que vous cherchez n’existe pas ou a été déplacée.</p>
        <ul className={linkList}>
          <li>
            <a href="/chien/">Alimentation pour chien</a>
          </li>
          <li>
            <a href="/chat/">Alimentation pour chat</a>
          </li>
        </ul>
      </>
    );
  }
  return (
    <>
      <h1>{MESSAGES_FR.genericError}</h1>
      <p>Merci de réessayer dans quelques instants.</p>
      <p>
        <a href="/">Retour à l’accueil</a>
      </p>
    </>
  );
}
