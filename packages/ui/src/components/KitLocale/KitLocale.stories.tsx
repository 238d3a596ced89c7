import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Link } from '../Link/Link';
import { Price } from '../Price/Price';
import { Rating } from '../Rating/Rating';
import { KitLocaleProvider } from './KitLocale';
import { KIT_MESSAGES_NL } from './nl';

interface SampleProps {
  /** The page's own words (the kit's are the provider's). */
  blog: string;
  contact: string;
  contactText: string;
}

/**
 * The same components in either language: a price with its former price (« au lieu de »), a rating
 * (« sur 5 », « avis »), an external link (« (nouvel onglet) », read by screen readers) and a
 * dialog's close button (« Fermer »), shown once the dialog is open.
 */
function Sample({ blog, contact, contactText }: SampleProps) {
  return (
    <div>
      <p>
        <Price cents={2241} previousCents={2490} tax="TTC" />
      </p>
      <p>
        <Rating average={4.6} count={128} />
      </p>
      <p>
        <Link href="https://blog.gamelle.example/" external>
          {blog}
        </Link>
      </p>
      <Dialog trigger={<Button>{contact}</Button>} title={contact}>
        <p>{contactText}</p>
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'Primitives/KitLocale',
  component: KitLocaleProvider,
  args: {
    locale: 'fr',
    children: (
      <Sample
        blog="Notre blog"
        contact="Contacter le service client"
        contactText="Du lundi au vendredi, de 9 h à 18 h."
      />
    ),
  },
} satisfies Meta<typeof KitLocaleProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's French words, its defaults (the same as without a provider). */
export const French: Story = {};

/** `<KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>` in a part of the page in Dutch. */
export const Dutch: Story = {
  args: {
    locale: 'nl',
    messages: KIT_MESSAGES_NL,
    children: (
      <Sample
        blog="Onze blog"
        contact="Klantendienst contacteren"
        contactText="Van maandag tot vrijdag, van 9 tot 18 uur."
      />
    ),
  },
  decorators: [
    (Story) => (
      <div lang="nl">
        <Story />
      </div>
    ),
  ],
};
