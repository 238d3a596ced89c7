import { AccountFrame } from '../../../../components/account/AccountFrame';
import { PetsTitle } from '../../../../components/pets/PetsTitle';
import { pets } from './pets.deferred';

/** SPEC §2 `/mon-compte/mes-animaux/` (signed-in shoppers, feature animals): filled in the browser. */
export default function Page() {
  return (
    <AccountFrame title={<PetsTitle />}>
      <pets.Deferred />
    </AccountFrame>
  );
}
