import { afterEach, describe, expect, it } from 'vitest';
import { configureCommerceClient } from '@/commerce/client';
import { saveAddress } from '@/commerce/customer-account';

// My account addresses: what the form says is what the server is asked to keep — a cleared county included
// (the server keeps what an update leaves out, as Magento does).

let reset = () => {};
afterEach(() => reset());

describe('saving an address', () => {
  it('sends the county, and a cleared county as none', async () => {
    const bodies: { variables: { input: { region?: unknown } } }[] = [];
    reset = configureCommerceClient({
      getContext: () => ({ locale: 'et', token: 'cookie-session' }),
      fetch: async (_input, init) => {
        bodies.push(JSON.parse(String(init?.body)) as (typeof bodies)[number]);
        return new Response(JSON.stringify({ data: { updateCustomerAddress: { id: 7 } } }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const address = {
      firstname: 'Mari',
      lastname: 'Maasikas',
      street: 'Pärnu mnt 10',
      city: 'Tallinn',
      postcode: '10148',
      countryCode: 'EE',
      regionId: 340 as number | null,
      telephone: '+372 5123 4567',
      defaultShipping: false,
      defaultBilling: false,
    };
    await saveAddress(7, address);
    await saveAddress(7, { ...address, regionId: null });
    expect(bodies.map((b) => b.variables.input.region)).toEqual([{ region_id: 340 }, { region_id: null }]);
  });
});
