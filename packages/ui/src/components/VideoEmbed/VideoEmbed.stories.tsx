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
/** RGAA 4.1 and 4.5: what the video shows, in words, under it (folded until asked for), and its audio-described version. */
export const WithTranscript: StoryObj<typeof meta> = {
  args: {
    audioDescribed: '/videos/transition-audiodescription.mp4',
    transcript:
      'Changer d’alimentation en 7 jours.\nJours 1 et 2 : 75 % de l’ancienne alimentation, 25 % de la nouvelle.\nJour 7 : 100 % de la nouvelle alimentation.',
  },
};
