import { confirmation } from './confirmation.deferred';

/** Order confirmation (SPEC §2 `/commande/{order}/confirmation/`): its title comes with the order. */
export default function Page() {
  return <confirmation.Deferred />;
}
