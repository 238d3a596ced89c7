import type { Config } from 'vike/types';

/** The guides' layout (route table `user-guide`): the brand, the cart and the way out. */
export default {
  layoutVariant: 'user-guide',
} satisfies Config;
