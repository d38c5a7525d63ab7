// The three steps as a step indicator (issue 17): an ordered list whose items each show their number
// once (the list's own markers are off), done steps are buttons back to them and say they are done,
// the current one is aria-current="step", later ones are plain text.
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
  const done = (s: CheckoutStep) =>
    (s === 'personal-details' && data.personalDetails.submitted) ||
    (s === 'shipping' && data.shipping.submitted) ||
    (s === 'payment' && data.payment.submitted);
  const reachable = (s: CheckoutStep) =>
    s === 'personal-details' ||
    (s === 'shipping' && data.personalDetails.submitted) ||
    (s === 'payment' && data.personalDetails.submitted && data.shipping.submitted);
  return (
    <nav className="steps" aria-label={t`Checkout steps`}>
      <ol className="steps__list">
        {checkoutSteps.map((s, i) => {
          const state = s === current ? 'current' : done(s) ? 'done' : 'todo';
          const content = (
            <>
              {/* seen as a numbered circle, read as "1. Personal details" */}
              <span className="steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="steps__label">
                <span className="visually-hidden">{`${i + 1}. `}</span>
                {labels[s]}
                {state === 'done' ? <span className="visually-hidden"> ({t`done`})</span> : null}
              </span>
            </>
          );
          return (
            <li
              key={s}
              className={`steps__item steps__item--${state}`}
              aria-current={s === current ? 'step' : undefined}
            >
              {s !== current && reachable(s) ? (
                <button type="button" className="steps__link" onClick={() => onGo(s)}>
                  {content}
                </button>
              ) : (
                <span className="steps__link">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
