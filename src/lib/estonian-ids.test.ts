import { describe, expect, it } from 'vitest';
import {
  estonianCheckDigit,
  isEstonianMobile,
  isValidEstonianVat,
  isValidPersonalCode,
  isValidRegistryCode,
  personalCodeBirthDate,
} from '@/lib/estonian-ids';

describe('personal code (isikukood)', () => {
  it("accepts SK's demo codes and known valid codes", () => {
    for (const code of ['60001019906', '30303039914', '40504040001', '37605030299', '38001085718'])
      expect(isValidPersonalCode(code)).toBe(true);
  });
  it('uses the second weight set when the first sum gives 10', () => {
    // 3760503031: first pass mod 11 = 10, second pass gives 6
    expect(estonianCheckDigit('3760503031')).toBe(6);
    expect(isValidPersonalCode('37605030316')).toBe(true);
    expect(isValidPersonalCode('37605030310')).toBe(false);
    // both passes give 10 → 0
    expect(estonianCheckDigit('3760503092')).toBe(0);
    expect(isValidPersonalCode('37605030920')).toBe(true);
  });
  it('refuses wrong check digits, lengths and centuries', () => {
    expect(isValidPersonalCode('37605030298')).toBe(false);
    expect(isValidPersonalCode('3760503029')).toBe(false);
    expect(isValidPersonalCode('07605030299')).toBe(false);
  });
  it('reads the birth date with the century from the first digit', () => {
    expect(personalCodeBirthDate('37605030299')).toEqual({ year: 1976, month: 5, day: 3 });
    expect(personalCodeBirthDate('60001019906')).toEqual({ year: 2000, month: 1, day: 1 });
    expect(personalCodeBirthDate('x')).toBeNull();
  });
});

describe('registry code (registrikood)', () => {
  it('accepts real company codes', () => {
    for (const code of ['10234957', '10060701', '10421629']) expect(isValidRegistryCode(code)).toBe(true);
  });
  it('uses the same two-pass check digit over the first 7 digits', () => {
    expect(isValidRegistryCode('10000062')).toBe(true);
    expect(isValidRegistryCode('10000640')).toBe(true);
  });
  it('refuses wrong check digits, first digits and lengths', () => {
    expect(isValidRegistryCode('10234958')).toBe(false);
    expect(isValidRegistryCode('20234957')).toBe(false);
    expect(isValidRegistryCode('1023495')).toBe(false);
  });
});

describe('VAT number (KMKR)', () => {
  it('checks the weighted sum', () => {
    expect(isValidEstonianVat('EE100931558')).toBe(true);
    expect(isValidEstonianVat('EE100594102')).toBe(true);
    expect(isValidEstonianVat('EE100931557')).toBe(false);
    expect(isValidEstonianVat('LV100931558')).toBe(false);
  });
});

describe('Estonian mobile numbers (ESTONIA.md)', () => {
  it('are +372 5… with 7–8 digits or +372 81–85 with 8', () => {
    expect(isEstonianMobile('+3725123456')).toBe(true);
    expect(isEstonianMobile('+37251234567')).toBe(true);
    expect(isEstonianMobile('+3728123456')).toBe(false);
    expect(isEstonianMobile('+37281234567')).toBe(true);
    expect(isEstonianMobile('+37286123456')).toBe(false);
    expect(isEstonianMobile('+37200000766')).toBe(false);
  });
});
