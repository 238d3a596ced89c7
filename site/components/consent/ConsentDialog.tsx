import { Button, Checkbox, Dialog } from '@gamelle/ui';
import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Consent, Purpose } from '../../lib/tracking/consent';

/** The choice by purpose (ADR 0018): each off until ticked, saved by one button. */
export function ConsentDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: Consent | null;
  onSave: (choice: Record<Purpose, boolean>) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();

  const id = useId();
  const [returnTo] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSave({ measurement: data.get('measurement') === 'on', marketing: data.get('marketing') === 'on' });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('consent.dialogTitle')}
      description={t('consent.dialogText')}
      closeLabel={t('consent.close')}
      onCloseAutoFocus={(event) => {
        // Opened from the banner or the footer's button: back there, else to the content.
        event.preventDefault();
        (returnTo ?? document.getElementById('contenu'))?.focus();
      }}
    >
      <form id={`${id}-choix`} onSubmit={submit}>
        <Checkbox
          name="measurement"
          label={t('consent.measurement')}
          description={t('consent.measurementHelp')}
          defaultChecked={initial?.measurement ?? false}
        />
        <Checkbox
          name="marketing"
          label={t('consent.marketing')}
          description={t('consent.marketingHelp')}
          defaultChecked={initial?.marketing ?? false}
        />
        <Button type="submit">{t('consent.save')}</Button>
      </form>
    </Dialog>
  );
}
