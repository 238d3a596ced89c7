import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The docs pages (« Pour commencer », « Thème », « Sélecteurs d’état ») first, then every story.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  // Docs: one page per component (autodocs: its JSDoc, a props table from `react-docgen-typescript`,
  // every story) and the MDX pages. A11y: the « Accessibility » panel, axe's result for each story.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Pictures the content-block stories point at, as the shop's image host would serve them.
  staticDirs: ['./static'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    // The library build settings do not apply to Storybook's app build.
    if (viteConfig.build) viteConfig.build.lib = false;
    return viteConfig;
  },
};

export default config;
