import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.ts';
import { messagesPlugin } from './render/messages-plugin.ts';

export default defineProject({
  ...sourceConditions,
  plugins: [react(), vanillaExtractPlugin(), messagesPlugin()],
  test: { environment: 'jsdom', include: ['{components,hooks,lib,layouts,pages,render}/**/*.test.{ts,tsx}'] },
});
