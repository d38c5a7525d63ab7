// Checkout steps 1–2 for a signed-in customer (issue 11, spec §4 "update checkout state with the user"):
// empty personal details take the account's name, e-mail and phone, an empty delivery address the default
// address, and the saved addresses are offered in the shipping step. What the person typed is never
// overwritten.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { customerAddresses, customerQueryOptions, type CustomerAddress } from '@/commerce/customer-account';
import { formatAddress, toStreetLines } from '@/lib/address';
import { isSignedIn } from '@/lib/session';
import type { CheckoutData, PersonalDetailsForm, ShippingForm } from '@/features/checkout/checkout-state';
import type { CheckoutEvent } from '@/features/checkout/checkout.machine';

export interface SavedAddress {
  id: number;
  label: string;
  address: ShippingForm['address'];
}

const toForm = (a: CustomerAddress): ShippingForm['address'] => ({
  street: toStreetLines(a.street ?? []).join(' '),
  city: a.city ?? '',
  postcode: a.postcode ?? '',
  country: a.country_code ?? 'EE',
  region: { region_code: a.region?.region_code ?? null, region_id: a.region?.region_id ?? null },
});

/** The default address goes only into an address form nobody has typed into: a typed city or postcode stays. */
export const addressUntouched = (a: CheckoutData['shipping']['address']): boolean =>
  ![a.street, a.city, a.postcode].some((field) => field.trim());

export function useSignedInPrefill(data: CheckoutData, send: (event: CheckoutEvent) => void): SavedAddress[] {
  const signedIn = isSignedIn();
  const customer = useQuery({ ...customerQueryOptions(), enabled: signedIn }).data;
  const addresses = customer ? customerAddresses(customer) : [];
  useEffect(() => {
    if (!customer) return;
    const pd = data.personalDetails;
    const fill: Partial<PersonalDetailsForm> = {};
    if (!pd.email.trim() && customer.email) fill.email = customer.email;
    if (!pd.firstName.trim() && customer.firstname) fill.firstName = customer.firstname;
    if (!pd.lastName.trim() && customer.lastname) fill.lastName = customer.lastname;
    const phone = customer.telephone ?? addresses[0]?.telephone;
    if (!pd.phoneNumber.trim() && phone) fill.phoneNumber = phone;
    if (Object.keys(fill).length) send({ type: 'checkout.personalDetailsChanged', values: fill });
    const first = addresses[0];
    if (first && addressUntouched(data.shipping.address))
      send({ type: 'checkout.shippingChanged', values: { address: toForm(first) } });
  }, [customer]); // eslint-disable-line react-hooks/exhaustive-deps -- once the account is known
  return addresses.map((a) => ({ id: a.id ?? 0, label: formatAddress(a), address: toForm(a) }));
}
