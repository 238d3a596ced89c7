import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockRenderer } from './BlockRenderer';
import { EVERY_BLOCK } from './blocks.test-helpers';

const meta = { title: 'Blocs/BlockRenderer', component: BlockRenderer, args: { blocks: EVERY_BLOCK } } satisfies Meta<
  typeof BlockRenderer
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryBlock: Story = {};
export const UnknownBlock: Story = { args: { blocks: [{ __component: 'blocks.inconnu' }, EVERY_BLOCK[3]] } };
