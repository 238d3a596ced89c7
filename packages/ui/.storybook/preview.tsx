import type { Preview } from '@storybook/react-vite';
import { gamelleTheme } from '../src/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <div className={gamelleTheme} lang="fr">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
