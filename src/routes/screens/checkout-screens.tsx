import { useParams } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '@/ui/placeholder-page';

// Placeholder until the checkout issue: the three steps exist as real, reachable routes.
export function CheckoutScreen() {
  const { t } = useLingui();
  const { step } = useParams({ strict: false }) as { step?: string };
  const steps = [
    { id: 'personal-details', label: t`Personal details` },
    { id: 'shipping', label: t`Shipping` },
    { id: 'payment', label: t`Payment` },
  ];
  return (
    <PlaceholderPage title={t`Checkout`}>
      <ol className="steps">
        {steps.map((s) => (
          <li key={s.id} aria-current={s.id === step ? 'step' : undefined} className="steps__item">
            {s.label}
          </li>
        ))}
      </ol>
    </PlaceholderPage>
  );
}
