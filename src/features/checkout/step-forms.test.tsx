import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import type { CheckoutCart } from '@/commerce/checkout-model';
import { PersonalDetailsStep } from '@/features/checkout/personal-details-step';
import { PAYMENT_FORM_ID, PaymentStep } from '@/features/checkout/payment-step';
import { emptyCheckout, type CheckoutData } from '@/features/checkout/checkout-state';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

function Personal({ onSubmit }: { onSubmit: () => void }) {
  const [data, setData] = useState<CheckoutData>(emptyCheckout());
  return (
    <PersonalDetailsStep
      data={data}
      busy={false}
      onChange={(values) => setData((d) => ({ ...d, personalDetails: { ...d.personalDetails, ...values } }))}
      onSubmit={onSubmit}
    />
  );
}

const renderIt = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('personal details step (spec §5 rules and messages)', () => {
  it('an empty submit marks every required field, ties the message to it and focuses the first', () => {
    const sent: number[] = [];
    renderIt(<Personal onSubmit={() => sent.push(1)} />);
    submit('Continue to shipping');
    expect(sent).toEqual([]);
    for (const label of ['E-mail', 'First name', 'Last name', 'Phone number']) {
      const el = input(label);
      expect(el.getAttribute('aria-invalid')).toBe('true');
      const errorId = el
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.endsWith('-error'))!;
      expect(document.getElementById(errorId)?.textContent).toBe('Please fill this field to continue');
    }
    expect(input('Company (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(input('E-mail'));
  });

  it('shows the exact messages for a bad e-mail, an edge space and an Estonian non-mobile number', () => {
    renderIt(<Personal onSubmit={() => {}} />);
    fireEvent.change(input('E-mail'), { target: { value: 'mari@' } });
    fireEvent.change(input('First name'), { target: { value: ' Mari' } });
    fireEvent.change(input('Last name'), { target: { value: 'Maasikas' } });
    fireEvent.change(input('Phone number'), { target: { value: '+372 6123456' } });
    submit('Continue to shipping');
    const text = (label: string) => document.getElementById(`${input(label).id}-error`)?.textContent ?? null;
    expect(text('E-mail')).toBe('Please enter a valid e-mail address');
    expect(text('First name')).toBe('The value cannot begin or end with a space');
    expect(text('Last name')).toBeNull();
    expect(text('Phone number')).toBe('Phone number must start with +372 5');
    // errors follow what is typed after the first attempt
    fireEvent.change(input('Phone number'), { target: { value: '+372 5123 4567' } });
    expect(text('Phone number')).toBeNull();
  });

  it('a valid form is sent', () => {
    const sent: number[] = [];
    renderIt(<Personal onSubmit={() => sent.push(1)} />);
    fireEvent.change(input('E-mail'), { target: { value: 'mari@example.ee' } });
    fireEvent.change(input('First name'), { target: { value: 'Mari' } });
    fireEvent.change(input('Last name'), { target: { value: 'Maasikas' } });
    fireEvent.change(input('Phone number'), { target: { value: '+37251234567' } });
    submit('Continue to shipping');
    expect(sent).toEqual([1]);
  });
});

const cart = {
  id: 'C',
  paymentMethods: [
    { code: 'banklink', title: 'Bank link' },
    { code: 'card', title: 'Card' },
  ],
} as unknown as CheckoutCart;

function Payment({ onSubmit }: { onSubmit: () => void }) {
  const [data, setData] = useState<CheckoutData>(emptyCheckout());
  return (
    <>
      <PaymentStep
        data={data}
        cart={cart}
        onChange={(values) => setData((d) => ({ ...d, payment: { ...d.payment, ...values } }))}
        onSubmit={onSubmit}
      />
      {/* the step has no button of its own: "Place order" beside it submits it */}
      <button type="submit" form={PAYMENT_FORM_ID}>
        Place order
      </button>
    </>
  );
}

describe('payment step', () => {
  it('needs a payment method from the server list; company invoice needs name and an 8-digit registry code', () => {
    const sent: number[] = [];
    renderIt(<Payment onSubmit={() => sent.push(1)} />);
    expect(screen.queryByLabelText('Registry code', { exact: false })).toBeNull();
    fireEvent.click(screen.getByLabelText('Invoice to a company'));
    fireEvent.change(input('Company name'), { target: { value: 'Ehitus OÜ' } });
    fireEvent.change(input('Registry code'), { target: { value: '1234' } });
    fireEvent.change(input('VAT number'), { target: { value: 'EE12' } });
    submit('Place order');
    expect(sent).toEqual([]);
    expect(document.getElementById(`${input('Registry code').id}-error`)?.textContent).toBe(
      'Registry code must contain 8 numbers',
    );
    expect(document.getElementById(`${input('VAT number').id}-error`)?.textContent).toBe(
      'VAT number is incorrect',
    );
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(methods.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Registry code'));
    fireEvent.change(input('Registry code'), { target: { value: '10137319' } });
    fireEvent.change(input('VAT number'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Card'));
    submit('Place order');
    expect(sent).toEqual([1]);
  });
});

describe('parcel machine picker while the machines load or cannot be loaded', () => {
  it('a refused step focuses the note and says a machine is missing', async () => {
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const { ParcelMachinePicker } = await import('@/features/checkout/parcel-machine-picker');
    const { focusFirstInvalid } = await import('@/ui/form-field');
    const { configureCommerceClient } = await import('@/commerce/client');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // the list never arrives (a slow connection)
    const reset = configureCommerceClient({ fetch: () => new Promise<Response>(() => undefined) });
    const { container } = renderIt(
      <QueryClientProvider client={client}>
        <form>
          <ParcelMachinePicker
            id="machine"
            carrier="omniva"
            value={null}
            error="Choose a parcel machine for the delivery."
            onChange={() => undefined}
          />
        </form>
      </QueryClientProvider>,
    );
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('Loading parcel machines…');
    expect(screen.getByText('Choose a parcel machine for the delivery.').id).toBe('machine-error');
    expect(note.getAttribute('aria-describedby')).toBe('machine-error');
    expect(focusFirstInvalid(container.querySelector('form'))).toBe(true);
    expect(document.activeElement).toBe(note);
    reset();
  });
});
