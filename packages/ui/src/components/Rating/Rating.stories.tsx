import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rating } from './Rating';

const meta = { title: 'Primitives/Rating', component: Rating, args: { average: 4.6, count: 128 } } satisfies Meta<
  typeof Rating
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {};
export const One: Story = { args: { average: 5, count: 1 } };
export const None: Story = { args: { average: 0, count: 0 } };
export const Half: Story = { args: { average: 3.5, count: 12 } };
