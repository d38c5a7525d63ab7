import { useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@/ui/page-title';

// Account screens (spec §2). Their data arrives with the customer features; titles are real now.

function Section({ title, note }: { title: string; note: string }) {
  // The page title follows the heading (e.g. "Purchase history" for business customers).
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageTitle(title, pathname);
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{note}</p>
    </section>
  );
}

export function AccountOverviewPage() {
  const { t } = useLingui();
  return (
    <Section title={t`My account`} note={t`Your orders, contact details and preferences in one place.`} />
  );
}

export function OrdersPage({ business }: { business: boolean }) {
  const { t } = useLingui();
  return (
    <Section
      title={business ? t`Purchase history` : t`My orders history`}
      note={t`Your orders will be listed here.`}
    />
  );
}

export function OrderPage({ number }: { number: string }) {
  const { t } = useLingui();
  return <Section title={t`Order ${number}`} note={t`The details of this order will be shown here.`} />;
}

export function CompanyInformationPage() {
  const { t } = useLingui();
  return (
    <Section title={t`Company information`} note={t`Company data changes go through your client manager.`} />
  );
}

export function ContactsPage() {
  const { t } = useLingui();
  return (
    <Section title={t`My contact details`} note={t`Your addresses and phone numbers will be shown here.`} />
  );
}

export function PrivacyPage() {
  const { t } = useLingui();
  return <Section title={t`My interests and approvals`} note={t`Choose how we may contact you.`} />;
}
