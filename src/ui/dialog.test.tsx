import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { Dialog } from '@/ui/dialog';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cart"
        variant="sheet-right"
        name="cartSidebar"
      >
        <button type="button">Continue shopping</button>
      </Dialog>
    </I18nProvider>
  );
}

describe('Dialog', () => {
  it('is a labelled modal, locks scrolling, closes on Escape and returns focus to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open cart' });
    opener.focus();
    act(() => opener.click());
    const dialog = document.querySelector('dialog[data-overlay="cartSidebar"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Cart');
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(true);

    act(() => {
      fireEvent(dialog, new Event('cancel', { cancelable: true })); // what Escape fires on a modal dialog
    });
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.classList.contains('scroll-locked')).toBe(false);
  });

  it('closes from its close button', () => {
    render(<Harness />);
    act(() => screen.getByRole('button', { name: 'Open cart' }).click());
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(document.querySelector('dialog')).toBeNull();
  });
});
