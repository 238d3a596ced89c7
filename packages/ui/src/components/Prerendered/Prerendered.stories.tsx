import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from '../Price/Price';
import { Prerendered } from './Prerendered';

const meta = {
  title: 'Primitives/Prerendered',
  component: Prerendered,
  args: {
    as: 'article',
    contentKey: 'croquettes-chien-adulte',
    children: (
      <>
        <h2>
          <a href="#croquettes">Croquettes chien adulte au poulet</a>
        </h2>
        <p>
          À partir de <Price cents={2490} tax="TTC" />
        </p>
      </>
    ),
  },
} satisfies Meta<typeof Prerendered<'article'>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered in the browser (as after a page change), it shows its content like any element. */
export const ProductCard: Story = {};
