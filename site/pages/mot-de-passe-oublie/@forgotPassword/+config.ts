import type { Config } from 'vike/types';

export default {
  layoutVariant: 'minimal',
} satisfies Config;
