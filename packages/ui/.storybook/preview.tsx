import { ArgTypes, Description, Heading, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import type { Preview } from '@storybook/react-vite';
import { gamelleTheme } from '../src/theme';
// The example second brand is plain CSS: every `--gamelle-*` variable on the `.marque-exemple` class.
import './brand-exemple.css';

const themes = { gamelle: gamelleTheme, exemple: 'marque-exemple' } as const;

/** WCAG 2.2 AA, as the Storybook a11y run (`storybook-a11y/stories.spec.ts`) checks every story. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Each component's docs page: its JSDoc, its first story, the table of its props with their JSDoc,
 * then every story. The props table is read-only (`ArgTypes`, not `Controls`), as in Radix's and
 * Polaris's docs; each story's « Controls » panel still edits its args.
 */
function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Heading>Props</Heading>
      <ArgTypes />
      <Stories />
    </>
  );
}

const preview: Preview = {
  // A docs page for every component: its JSDoc, its props table and its stories.
  tags: ['autodocs'],
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
  // Applies to each story, on its own and inside the docs pages, so both follow the « Thème » toolbar.
  decorators: [
    (Story, context) => (
      <div className={themes[(context.globals.theme as keyof typeof themes) ?? 'gamelle'] ?? gamelleTheme} lang="fr">
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
    docs: { page: ComponentDocsPage },
    // The « Accessibility » panel: axe with WCAG 2.2 AA rules on each story; a violation is an error.
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: WCAG_TAGS } } },
    options: {
      storySort: {
        order: [
          'Documentation',
          ['Pour commencer', 'Thème', 'Guide de style', 'Sélecteurs d’état'],
          'Primitives',
          'Champs',
          'Blocs',
          'Thème',
        ],
      },
    },
  },
};

export default preview;
