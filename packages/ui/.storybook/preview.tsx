import type { Preview } from '@storybook/react-vite';
import { gamelleTheme } from '../src/theme';
// The example second brand is plain CSS: every `--gamelle-*` variable on the `.marque-exemple` class.
import './brand-exemple.css';

const themes = { gamelle: gamelleTheme, exemple: 'marque-exemple' } as const;

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
