/** What one tab tells the others about an order (SPEC §2 "other tabs are told through a broadcast channel"). */
export interface OrderMessage {
  order: string;
  tab: string;
  /** An action started (`busy`) or ended (`done`) in the tab that sent it. */
  kind: 'busy' | 'done';
}

export interface OrderChannel {
  /** Tells the other tabs an action starts on the order, runs it, then tells them it ended. */
  run<T>(action: () => Promise<T>): Promise<T>;
  close(): void;
}

const CHANNEL = 'gamelle.checkout';

/**
 * The checkout's broadcast channel: every action on an order is announced to the shop's other
 * tabs, which warn that another tab has an action in progress and reload the order once it is
 * done. Browsers without BroadcastChannel simply get no warning.
 */
export function openOrderChannel(
  order: string,
  onOtherTab: (message: OrderMessage) => void,
  { createChannel = (name: string) => new BroadcastChannel(name), tab = crypto.randomUUID() } = {},
): OrderChannel {
  let channel: BroadcastChannel | null = null;
  try {
    channel = createChannel(CHANNEL);
  } catch {
    channel = null;
  }
  const listener = (event: MessageEvent<OrderMessage>) => {
    const message = event.data;
    if (message && message.order === order && message.tab !== tab) onOtherTab(message);
  };
  channel?.addEventListener('message', listener);
  const post = (kind: OrderMessage['kind']) => channel?.postMessage({ order, tab, kind } satisfies OrderMessage);
  return {
    async run(action) {
      post('busy');
      try {
        return await action();
      } finally {
        post('done');
      }
    },
    close() {
      channel?.removeEventListener('message', listener);
      channel?.close();
    },
  };
}
