import { Breadcrumb, Image, imageKitUrl } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';

const ANIMAL = { dog: { label: 'Chien', href: '/chien/' }, cat: { label: 'Chat', href: '/chat/' } } as const;

/** Sample page (SPEC §2 `/produits/echantillons/{sample}/`): a free taste of a recipe. */
export default function Page() {
  const { sample } = useData<Data>();
  return (
    <>
      <Breadcrumb items={[{ label: 'Accueil', href: '/' }, ANIMAL[sample.animal], { label: sample.name }]} />
      <h1>{sample.name}</h1>
      {sample.image ? (
        <Image
          src={sample.image.url}
          alt={sample.image.alternativeText ?? sample.name}
          width={320}
          height={320}
          buildUrl={imageKitUrl}
          priority
        />
      ) : null}
      <p>{sample.description}</p>
      <p>
        <strong>Gratuit</strong> : l’échantillon est ajouté à votre prochaine commande.
      </p>
    </>
  );
}
