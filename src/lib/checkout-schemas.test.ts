import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { setupI18n } from '@lingui/core';
import {
  companyInvoiceSchema,
  personalDetailsSchema,
  recipientSchema,
  shippingAddressSchema,
} from '@/lib/checkout-schemas';
import { fieldErrors } from '@/lib/validation-messages';

const en = setupI18n({ locale: 'en', messages: { en: {} } });
const errors = (schema: v.GenericSchema, value: unknown) =>
  fieldErrors(v.safeParse(schema, value).issues, en);

describe('personal details form', () => {
  const ok = { email: 'mari@example.ee', firstName: 'Mari', lastName: 'Tamm', phoneNumber: '+372 5123 4567' };

  it('accepts a filled form; company is optional and empty becomes null', () => {
    expect(v.parse(personalDetailsSchema, { ...ok, company: '' })).toEqual({
      ...ok,
      phoneNumber: '+37251234567',
      company: null,
    });
    expect(v.parse(personalDetailsSchema, ok).company).toBeNull();
    expect(v.parse(personalDetailsSchema, { ...ok, company: 'Ehitus OÜ' }).company).toBe('Ehitus OÜ');
  });

  it('says what is wrong under each field', () => {
    expect(
      errors(personalDetailsSchema, {
        email: 'x',
        firstName: ' Mari',
        lastName: '',
        phoneNumber: '+372 4123456',
      }),
    ).toEqual({
      email: 'Please enter a valid e-mail address',
      firstName: 'The value cannot begin or end with a space',
      lastName: 'Please fill this field to continue',
      phoneNumber: 'Phone number must start with +372 5',
    });
  });

  it('limits names to 50 characters', () => {
    expect(errors(personalDetailsSchema, { ...ok, firstName: 'A'.repeat(51) })).toEqual({
      firstName: 'The field must contain no more than 50 characters',
    });
  });

  it('checks another recipient the same way', () => {
    expect(errors(recipientSchema, { ...ok, phoneNumber: '123' })).toEqual({
      phoneNumber: 'Invalid mobile number format',
    });
  });
});

describe('shipping address form', () => {
  const ok = { street: 'Pärnu mnt 10', city: 'Tallinn', postcode: '10115', phoneNumber: '+3725123456' };

  it('defaults the country to EE', () => {
    const out = v.parse(shippingAddressSchema, ok);
    expect(out.country).toBe('EE');
    expect(out.region).toBeNull();
    expect(v.parse(shippingAddressSchema, { ...ok, country: '' }).country).toBe('EE');
  });

  it('keeps the region', () => {
    const region = { region_code: 'EE-37', region_id: 340 };
    expect(v.parse(shippingAddressSchema, { ...ok, region }).region).toEqual(region);
  });

  it('refuses short addresses and city names', () => {
    expect(errors(shippingAddressSchema, { ...ok, street: 'Aa', city: 'T' })).toEqual({
      street: 'Address too short',
      city: 'City name too short',
    });
  });

  it('checks the postcode by country', () => {
    expect(errors(shippingAddressSchema, { ...ok, postcode: '1011' })).toEqual({
      postcode: 'Postcode length should be exactly 5 numbers',
    });
    expect(errors(shippingAddressSchema, { ...ok, postcode: '10l15' })).toEqual({
      postcode: 'The field should contain only numbers',
    });
    expect(errors(shippingAddressSchema, { ...ok, postcode: '' })).toEqual({
      postcode: 'Please fill this field to continue',
    });
    expect(
      errors(shippingAddressSchema, { ...ok, country: 'LV', postcode: '10115', phoneNumber: '+37120123456' }),
    ).toEqual({ postcode: 'Incorrect postcode. The postcode must be a 4-digit number' });
    expect(errors(shippingAddressSchema, { ...ok, country: 'LV', postcode: '1050' })).toEqual({});
  });

  it('reports the postcode together with other field problems', () => {
    expect(Object.keys(errors(shippingAddressSchema, { ...ok, city: '', postcode: '1' }))).toEqual(
      expect.arrayContaining(['city', 'postcode']),
    );
  });
});

describe('company invoice form', () => {
  const ok = { registerCode: '10234957', taxVat: 'EE100931558', companyName: 'Ehitus OÜ' };

  it('accepts a valid company; VAT may be empty', () => {
    expect(v.parse(companyInvoiceSchema, ok)).toEqual(ok);
    expect(v.parse(companyInvoiceSchema, { ...ok, taxVat: '' }).taxVat).toBe('');
  });

  it('refuses a bad registry code and VAT number', () => {
    expect(
      errors(companyInvoiceSchema, { registerCode: '1023495', taxVat: 'EE12345678', companyName: '' }),
    ).toEqual({
      registerCode: 'Registry code must contain 8 numbers',
      taxVat: 'VAT number is incorrect',
      companyName: 'Please fill this field to continue',
    });
    expect(errors(companyInvoiceSchema, { ...ok, registerCode: '10234958' })).toEqual({
      registerCode: 'Registry code must contain 8 numbers',
    });
  });
});
