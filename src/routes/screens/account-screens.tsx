import { Outlet, useParams, useSearch } from '@tanstack/react-router';
import { AccountLayout } from '@/features/account/account-layout';
import { AccountOverviewPage } from '@/features/account/overview-page';
import { OrderPage, OrdersPage } from '@/features/account/orders-page';
import { ContactsPage } from '@/features/account/contacts-page';
import { CompanyPage } from '@/features/account/company-page';
import { PrivacyPage } from '@/features/account/privacy-page';
import { ClubsPage } from '@/features/account/clubs-page';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { WishlistPage } from '@/features/wishlist/wishlist-page';
import { isBusiness, useLocale } from '@/routes/use-locale';

export function AccountLayoutScreen() {
  return (
    <AccountLayout locale={useLocale()} business={isBusiness()}>
      <Outlet />
    </AccountLayout>
  );
}

export const AccountOverviewScreen = () => (
  <AccountOverviewPage locale={useLocale()} business={isBusiness()} />
);
export function OrdersScreen() {
  const { page } = useSearch({ strict: false }) as { page?: number };
  return <OrdersPage locale={useLocale()} business={isBusiness()} page={page ?? 1} />;
}
export function OrderScreen() {
  const { number } = useParams({ strict: false }) as { number?: string };
  return <OrderPage locale={useLocale()} number={number ?? ''} />;
}
// spec §2: company information is for business customers only
export function CompanyInformationScreen() {
  const locale = useLocale();
  return <CompanyPage locale={locale} notFound={<NotFoundPage locale={locale} />} />;
}
export const ContactsScreen = () => <ContactsPage locale={useLocale()} />;
export const PrivacyScreen = () => <PrivacyPage />;
export const ClubsScreen = () => <ClubsPage />;
export const AccountNotFoundScreen = () => <NotFoundPage locale={useLocale()} />;
export const WishlistScreen = () => <WishlistPage locale={useLocale()} />;
