import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the list of tabs for screen readers, e.g. « Mon abonnement ». */
  label: string;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
}

/**
 * Tabs on Radix: arrow keys move between tabs, the selected state is `data-state="active"`.
 * @example <Tabs label="Mon abonnement" items={[{ value: 'next', label: 'Prochaine commande', content: … }]} />
 */
export function Tabs({ items, label, defaultValue, value, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root defaultValue={defaultValue ?? items[0]?.value} value={value} onValueChange={onValueChange}>
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
