// Modal dialog and side sheet (spec §2 overlays) on the native <dialog> element: the rest of the page
// is inert, Escape closes, focus is kept inside (Tab wraps) and returned to the opener on close, and
// the page behind does not scroll.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/ui/icon';

export type DialogVariant = 'modal' | 'sheet-left' | 'sheet-right';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  variant?: DialogVariant;
  /** data-overlay value, so styles and tests can tell overlays apart. */
  name?: string;
  children: ReactNode;
}

/** Moves the focus to the open overlay's title, which names what it shows now (a new step of its body). */
export function focusOpenDialogTitle(): void {
  document.querySelector<HTMLElement>('dialog[open] .dialog__title')?.focus();
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  );
}

let scrollLocks = 0;
function lockScroll(): () => void {
  if (scrollLocks++ === 0) document.documentElement.classList.add('scroll-locked');
  return () => {
    if (--scrollLocks === 0) document.documentElement.classList.remove('scroll-locked');
  };
}

export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, variant = 'modal', name, children }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const unlock = lockScroll();
    const first = (bodyRef.current && focusables(bodyRef.current)[0]) ?? focusables(dialog)[0];
    first?.focus();
    return () => {
      unlock();
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      // Return focus to whatever opened the overlay, if it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${variant}`}
      data-overlay={name}
      aria-labelledby={headingId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault(); // Escape: close through state, so the store stays the source of truth
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current(); // click on the backdrop
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab' || !ref.current) return;
        const items = focusables(ref.current);
        const firstItem = items[0];
        const lastItem = items[items.length - 1];
        if (!firstItem || !lastItem) return;
        if (event.shiftKey && document.activeElement === firstItem) {
          event.preventDefault();
          lastItem.focus();
        } else if (!event.shiftKey && document.activeElement === lastItem) {
          event.preventDefault();
          firstItem.focus();
        }
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={headingId} className="dialog__title" tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="icon-button dialog__close" onClick={() => onCloseRef.current()}>
            <Icon name="close" />
            <span className="visually-hidden">{t`Close`}</span>
          </button>
        </div>
        <div className="dialog__body" ref={bodyRef}>
          {children}
        </div>
      </div>
    </dialog>
  );
}
