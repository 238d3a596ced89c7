import { describe, expect, it } from 'vitest';
import { type OrderMessage, openOrderChannel } from './order-channel';

describe('SPEC §2 "A dialog warns when another tab has an action in progress on the same order"', () => {
  it('tells the other tabs of the same order when an action starts and ends, not itself nor other orders', async () => {
    const seenB: OrderMessage[] = [];
    const seenC: OrderMessage[] = [];
    const a = openOrderChannel('order-1', () => {
      throw new Error('a tab hears itself');
    });
    const b = openOrderChannel('order-1', (message) => seenB.push(message));
    const c = openOrderChannel('order-2', (message) => seenC.push(message));
    const result = await a.run(async () => 'placed');
    // BroadcastChannel delivers asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result).toBe('placed');
    expect(seenB.map((m) => m.kind)).toEqual(['busy', 'done']);
    expect(seenC).toEqual([]);
    for (const channel of [a, b, c]) channel.close();
  });

  it('says the action ended even when it failed', async () => {
    const seen: string[] = [];
    const a = openOrderChannel('order-3', () => {});
    const b = openOrderChannel('order-3', (message) => seen.push(message.kind));
    await expect(a.run(async () => Promise.reject(new Error('refusée')))).rejects.toThrow('refusée');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['busy', 'done']);
    a.close();
    b.close();
  });
});
