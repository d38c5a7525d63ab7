// spec §2 account menu, the same in the my-account pages and the header's my-account sidebar: business
// entries are hidden from private users and private entries from business users; my-orders is "My orders
// history" (private) or "Purchase history" (business); the wishlist only when the store config offers it.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

export type AccountPath =
  | '/$locale/my-account'
  | '/$locale/my-account/my-orders'
  | '/$locale/my-account/company-information'
  | '/$locale/my-account/my-contacts'
  | '/$locale/my-account/privaatsussatted'
  | '/$locale/my-account/clubs'
  | '/$locale/my-account/wishlist'
  | '/$locale/quick-order';

export function accountMenuItems(
  i18n: I18n,
  { business, wishlist }: { business: boolean; wishlist: boolean },
): { to: AccountPath; label: string }[] {
  const items: { to: AccountPath; label: string; show: boolean }[] = [
    { to: '/$locale/my-account', label: i18n._(msg`Overview`), show: true },
    {
      to: '/$locale/my-account/my-orders',
      label: business ? i18n._(msg`Purchase history`) : i18n._(msg`My orders history`),
      show: true,
    },
    {
      to: '/$locale/my-account/company-information',
      label: i18n._(msg`Company information`),
      show: business,
    },
    { to: '/$locale/my-account/my-contacts', label: i18n._(msg`My contact details`), show: true },
    {
      to: '/$locale/my-account/privaatsussatted',
      label: i18n._(msg`My interests and approvals`),
      show: !business,
    },
    // spec §1 clubs; a business account sees that Masters club prices come with it
    { to: '/$locale/my-account/clubs', label: i18n._(msg`Clubs`), show: true },
    { to: '/$locale/my-account/wishlist', label: i18n._(msg`Wishlist`), show: wishlist },
    // issue 12 item 8: ordering by SKU, for trade buyers above all
    { to: '/$locale/quick-order', label: i18n._(msg`Quick order`), show: true },
  ];
  return items.filter((item) => item.show).map(({ to, label }) => ({ to, label }));
}
