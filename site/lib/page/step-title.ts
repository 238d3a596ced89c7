import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n-context';

/**
 * The page's title names the step the shopper is at (WCAG 2.4.2): « Adresse de
 * facturation — Commande — Gamelle » in the checkout, « Créez votre compte — Connexion — Gamelle »
 * in the login. The page's own title, as prerendered, comes after the step's name; it is back when
 * the step is gone. The kit's `Form` (`errorTitle`) puts « Erreur : » before it while errors are shown.
 */
export function useStepTitle(step: string | undefined): void {
  const { t } = useI18n();

  useEffect(() => {
    if (!step) return;
    const page = document.title;
    document.title = t('meta.stepTitle', { step, title: page });
    return () => {
      document.title = page;
    };
  }, [step, t]);
}
