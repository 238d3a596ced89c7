import type { ReactNode } from 'react';
import * as styles from './FormButtons.css';

export interface FormButtonsProps {
  /** The buttons, main action last (it sits on the right on wide screens, first on small ones). */
  children: ReactNode;
}

/**
 * The row of a form's buttons, at the end of the form: side by side on wide screens with the main
 * action on the right, stacked on small ones with the main action first. Use it around a form's
 * submit button and its « Annuler ».
 * @example <FormButtons><Button tone="secondary">Annuler</Button><Button type="submit">Enregistrer</Button></FormButtons>
 */
export function FormButtons({ children }: FormButtonsProps) {
  return <div className={styles.row}>{children}</div>;
}
