import { Alert } from '@gamelle/ui';
import type { Ref } from 'react';

/**
 * What a change did (« enregistré », « envoyé »), as the kit's positive `Alert`, in a polite live
 * region present from the first paint: a message put in it is read once, where a region that
 * arrives with its text may not be. The region itself has no role (the `Alert` is the status), and
 * takes the focus when `focusRef` is given (the button pressed may be gone with the change).
 */
export function Announcement({
  message,
  focusRef,
  className,
}: {
  message: string | null;
  focusRef?: Ref<HTMLDivElement>;
  className?: string;
}) {
  return (
    <div aria-live="polite" ref={focusRef} tabIndex={focusRef ? -1 : undefined} className={className}>
      {message ? <Alert tone="positive">{message}</Alert> : null}
    </div>
  );
}
