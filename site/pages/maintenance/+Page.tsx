/** SPEC §2 `/maintenance/`: where a maintenance-listed part of the site sends visitors. */
export default function Page() {
  return (
    <>
      <h1>Cette partie du site est en maintenance</h1>
      <p>Nous améliorons ce service et revenons très vite. Merci de votre patience.</p>
      <p>
        En attendant, retrouvez nos <a href="/chien/">produits pour chien</a> et nos{' '}
        <a href="/chat/">produits pour chat</a>.
      </p>
    </>
  );
}
