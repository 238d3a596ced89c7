import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from './Carousel';

const slide = (title: string, text: string) => (
  <div>
    <h3>{title}</h3>
    <p>{text}</p>
  </div>
);

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: {
    label: 'Nos offres du moment',
    slides: [
      slide('Croquettes chiot', '10 % de remise avec l’abonnement.'),
      slide('Pâtées pour chat', 'Le lot de 12 au prix de 10.'),
      slide('Friandises', 'Un sachet offert dès 49 € d’achat.'),
    ],
  },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rotating: Story = {};
export const Paused: Story = { args: { autoPlay: false } };
export const SingleSlide: Story = {
  args: { slides: [slide('Livraison offerte', 'Dès 49 € en France, en Belgique et au Luxembourg.')] },
};
/** Short cards (a customer's pets): the frame as tall as the tallest slide, not SPEC §9's promotion heights. */
export const FitsItsContent: Story = { args: { autoPlay: false, height: 'content' } };
