import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { useKitWords } from '../KitLocale/KitLocale';
import * as styles from './Dialog.css';
import { DIALOG_WORDS } from './words';

export interface DialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog, usually a `Button`. */
  trigger?: ReactNode;
  /** The dialog's heading, which also names it for screen readers. */
  title: ReactNode;
  /** A sentence under the title, read with it when the dialog opens. */
  description?: ReactNode;
  /** The dialog's content. */
  children?: ReactNode;
  /** Actions at the bottom, e.g. « Confirmer ». */
  footer?: ReactNode;
  /** The close button's text. @default the kit's `close`: « Fermer », « Sluiten » in Dutch */
  closeLabel?: string;
  /**
   * Where the focus goes on closing; by default back to the trigger. Call `event.preventDefault()`
   * and focus something else when the trigger is about to disappear (a request that ends the thing).
   */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Where the focus goes on closing when the element that had it before the dialog opened is gone
   * from the page (replaced while the dialog was open: another tab moved the page on). Usually the
   * new content's heading (`tabIndex={-1}`). Without it, the focus would fall to the document's
   * start (WCAG 2.4.3).
   */
  focusWhenGone?: () => HTMLElement | null | undefined;
}

/**
 * A modal dialog on Radix: focus trapped and restored, Escape closes, the page behind is inert.
 * Use it to confirm an action that is hard to undo (« Expédier maintenant ? ») or for a short task
 * that must not lose the page behind; news that needs no answer is an `Alert`.
 * @example
 * <Dialog trigger={<Button>Expédier maintenant</Button>} title="Expédier maintenant ?"
 *   footer={<Button onClick={shipNow}>Confirmer</Button>}>
 *   Votre commande sera expédiée et débitée sous 24 h ouvrées.
 * </Dialog>
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  closeLabel,
  onCloseAutoFocus,
  focusWhenGone,
}: DialogProps) {
  const messages = useKitWords(DIALOG_WORDS);
  // The element that had the focus when the dialog opened, to know on closing whether it is still there.
  const before = useRef<Element | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Backdrop />
        <RadixDialog.Content
          className={styles.content}
          // Said by the dialog itself too: the page behind is inert while it is open.
          aria-modal="true"
          onOpenAutoFocus={() => {
            before.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || !focusWhenGone) return;
            const last = before.current;
            if (last && last !== document.body && !last.isConnected) {
              const target = focusWhenGone();
              if (target) {
                event.preventDefault();
                target.focus();
              }
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button tone="secondary" size="small">
                {closeLabel ?? messages.close}
              </Button>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The dimmed page behind an open dialog, and its scroll locked. Not Radix's `Overlay`: that one
 * locks the scroll with react-remove-scroll, which injects a `<style>` element, and the shop's
 * Content-Security-Policy (`style-src 'self'` plus the hashes of its own stylesheet) refuses it,
 * a console error on every opening. Styles set through the CSSOM are allowed.
 */
function Backdrop() {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, []);
  return <div className={styles.overlay} aria-hidden="true" />;
}

/** Closes the surrounding dialog when clicked: wrap a footer button. */
export const DialogClose = RadixDialog.Close;
