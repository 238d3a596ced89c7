import type { ReactNode } from 'react';
import * as styles from './FormTitle.css';

export interface FormTitleProps {
  /** The title's text. */
  children: ReactNode;
  /** Heading level in the page outline. @default 2 */
  level?: 2 | 3 | 4;
  /** A line under the title. */
  subtitle?: ReactNode;
}

/**
 * The title of a form or of a step of it, a heading of the page outline with an optional line
 * under it. Use it at the top of a form, or of each step of the checkout.
 * @example <FormTitle subtitle="Étape 2 sur 5">Adresse de facturation</FormTitle>
 */
export function FormTitle({ children, level = 2, subtitle }: FormTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.root}>
      <Heading className={styles.title}>{children}</Heading>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </div>
  );
}
