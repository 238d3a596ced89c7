import type { Preview } from '@storybook/react-vite';
import { gamelleTheme } from '../src/theme';
import { exampleBrandTheme } from './brand-theme.css';

const themes = { gamelle: gamelleTheme, exemple: exampleBrandTheme } as const;

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Thème de marque',
      toolbar: {
        title: 'Thème',
        items: [
          { value: 'gamelle', title: 'Gamelle' },
          { value: 'exemple', title: 'Autre marque (exemple)' },
        ],
      },
    },
  },
  initialGlobals: { theme: 'gamelle' },
  decorators: [
    (Story, context) => (
      <div className={themes[(context.globals.theme as keyof typeof themes) ?? 'gamelle'] ?? gamelleTheme} lang="fr">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
