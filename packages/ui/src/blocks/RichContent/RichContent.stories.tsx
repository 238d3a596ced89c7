import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichContent } from './RichContent';
import { XSS_VECTORS } from './xss-vectors';

const meta = {
  title: 'Blocs/RichContent',
  component: RichContent,
  args: {
    markdown:
      '## Pourquoi Gamelle ?\n\nDes recettes **riches en protéines animales**,\nfabriquées en France.\n\n- sans colorant\n- sans conservateur artificiel\n\n<em>HTML permis</em> et [un lien vers le guide](/guide-croquettes/).',
  },
} satisfies Meta<typeof RichContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Every hostile vector of the test corpus, rendered: nothing may run. */
export const Hostile: Story = { args: { markdown: XSS_VECTORS.filter((v) => v.length < 2000).join('\n\n') } };
