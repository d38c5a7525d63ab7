import { Outlet, useParams } from '@tanstack/react-router';
import { AccountLayout } from '@/features/account/account-layout';
import {
  AccountOverviewPage,
  CompanyInformationPage,
  ContactsPage,
  OrderPage,
  OrdersPage,
  PrivacyPage,
} from '@/features/account/account-pages';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { isBusiness, useLocale } from '@/routes/use-locale';

export function AccountLayoutScreen() {
  return (
    <AccountLayout locale={useLocale()} business={isBusiness()}>
      <Outlet />
    </AccountLayout>
  );
}

export const AccountOverviewScreen = () => <AccountOverviewPage />;
export const OrdersScreen = () => <OrdersPage business={isBusiness()} />;
export function OrderScreen() {
  const { number } = useParams({ strict: false }) as { number?: string };
  return <OrderPage number={number ?? ''} />;
}
export const CompanyInformationScreen = () => <CompanyInformationPage />;
export const ContactsScreen = () => <ContactsPage />;
export const PrivacyScreen = () => <PrivacyPage />;
export const AccountNotFoundScreen = () => <NotFoundPage locale={useLocale()} />;
