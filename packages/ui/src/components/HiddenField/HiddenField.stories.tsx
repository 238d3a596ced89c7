import type { Meta, StoryObj } from '@storybook/react-vite';
import { HiddenField } from './HiddenField';

function Shown() {
  return (
    <p>
      Un champ caché n’a rien de visible : <HiddenField name="subscriptionCode" defaultValue="AB12" />
      il envoie « AB12 » avec le formulaire.
    </p>
  );
}

const meta = { title: 'Champs/HiddenField', component: HiddenField, render: () => <Shown /> } satisfies Meta<
  typeof HiddenField
>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
