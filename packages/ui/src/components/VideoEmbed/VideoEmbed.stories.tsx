import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoEmbed } from './VideoEmbed';

const meta = {
  title: 'Champs/VideoEmbed',
  component: VideoEmbed,
  args: {
    src: '/videos/transition.mp4',
    title: 'Changer d’alimentation en 7 jours',
    caption: 'Nos conseils pour une transition en douceur.',
  },
} satisfies Meta<typeof VideoEmbed>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
