// The three steps as a list: done steps are links back, the current one is marked, later ones plain.
import { useLingui } from '@lingui/react/macro';
import { checkoutSteps, type CheckoutData, type CheckoutStep } from '@/features/checkout/checkout-state';

export function StepNav({
  data,
  current,
  labels,
  onGo,
}: {
  data: CheckoutData;
  current: CheckoutStep;
  labels: Record<CheckoutStep, string>;
  onGo: (step: CheckoutStep) => void;
}) {
  const { t } = useLingui();
  const reachable = (s: CheckoutStep) =>
    s === 'personal-details' ||
    (s === 'shipping' && data.personalDetails.submitted) ||
    (s === 'payment' && data.personalDetails.submitted && data.shipping.submitted);
  return (
    <nav aria-label={t`Checkout steps`}>
      <ol className="steps">
        {checkoutSteps.map((s, i) => (
          <li key={s} className="steps__item" aria-current={s === current ? 'step' : undefined}>
            {s !== current && reachable(s) ? (
              <button type="button" className="link-button" onClick={() => onGo(s)}>
                {i + 1}. {labels[s]}
              </button>
            ) : (
              <span>
                {i + 1}. {labels[s]}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
