import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useState } from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Identifies the tab (`value`, `defaultValue`, `onValueChange`). */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Names the list of tabs for screen readers, e.g. « Mon abonnement ». */
  label: string;
  /** The tab selected first, when uncontrolled. @default the first item's value */
  defaultValue?: string;
  /** The selected tab, when controlled (with `onValueChange`). */
  value?: string;
  /** Called with the tab the shopper selects. */
  onValueChange?: (value: string) => void;
}

/**
 * Tabs on Radix: arrow keys move between tabs, the selected state is `data-state="active"`. Every
 * panel stays mounted, the others `hidden`: what the shopper typed in one tab (a coupon, a message)
 * is still there after a look at another. Use it for a few views of one thing (a subscription's
 * next order, its details, its history); steps the shopper goes through in order are not tabs.
 * @example <Tabs label="Mon abonnement" items={[{ value: 'next', label: 'Prochaine commande', content: … }]} />
 */
export function Tabs({ items, label, defaultValue, value, onValueChange }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items[0]?.value);
  const active = value ?? uncontrolled;
  return (
    <RadixTabs.Root
      value={active}
      onValueChange={(next) => {
        setUncontrolled(next);
        onValueChange?.(next);
      }}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          className={styles.panel}
          forceMount
          hidden={item.value !== active}
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
