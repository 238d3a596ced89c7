import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from './Image';

const swatch = (fill: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/><circle cx="200" cy="150" r="80" fill="#fff"/></svg>`)}`;

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: swatch('#AE9973'), alt: 'Sac de croquettes au poulet', width: 400, height: 300 },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithPlaceholder: Story = { args: { buildUrl: (src) => src, priority: true } };
export const Decorative: Story = { args: { alt: '' } };
