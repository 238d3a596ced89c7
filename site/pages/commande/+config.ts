import type { Config } from 'vike/types';

export default {
  routeName: 'checkout',
  layoutVariant: 'minimal',
} satisfies Config;
