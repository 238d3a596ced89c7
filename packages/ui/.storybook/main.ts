import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
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
