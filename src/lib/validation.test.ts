import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { setupI18n } from '@lingui/core';
import {
  alpha,
  alphanumeric,
  emailAvailable,
  emailField,
  isAvailable,
  maxLength,
  minLength,
  noEdgeSpace,
  numeric,
  optionalField,
  personalCodeField,
  phoneField,
  postcodeDigits,
  postcodeExact,
  postcodeIssue,
  postcodeMax,
  registryCodeAvailable,
  registryCodeField,
  requiredField,
  text,
  uploadIssue,
  vatField,
} from '@/lib/validation';
import {
  VALIDATION_MESSAGES,
  fieldErrors,
  validationKey,
  validationMessage,
} from '@/lib/validation-messages';

const en = setupI18n({ locale: 'en', messages: { en: {} } });

/** The spec keys of the messages a user would see for a value, in order. */
const problems = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? [] : r.issues.map((i) => validationKey(i));
};
/** The first English message, as shown under the field. */
const shown = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? null : validationMessage(r.issues[0], en);
};

describe('messages are the spec §5 texts', () => {
  it.each([
    ['required', 'Please fill this field to continue'],
    ['requiredShort', 'This field is required'],
    ['numeric', 'Only numbers without spaces are allowed'],
    ['alpha', 'Only characters without spaces are allowed'],
    ['noEdgeSpace', 'The value cannot begin or end with a space'],
    ['identityNumber', 'Check your personal identification number'],
    ['estonianPhone', 'Phone number must start with +372 5'],
    ['phone', 'Invalid mobile number format'],
    ['vat', 'VAT number is incorrect'],
    ['alphanumeric', 'Accepts only alphanumeric characters'],
    ['registryCode', 'Registry code must contain 8 numbers'],
    ['postcodeDigits', 'The field should contain only numbers'],
    ['postcodeExact', 'Postcode length should be exactly 5 numbers'],
    ['addressShort', 'Address too short'],
    ['cityShort', 'City name too short'],
    ['email', 'Please enter a valid e-mail address'],
    ['emailTaken', 'Email is used, please choose another one'],
    ['emailsDuplicate', 'Emails must not duplicate'],
    ['registryCodeTaken', 'Company registry code is already registered, please contact customer support.'],
    ['newsletterEmailUsed', 'This email address already has been used'],
    ['newsletterChannel', 'Please select preferred method receiving newsletter'],
  ] as const)('%s → "%s"', (key, text) => {
    expect(VALIDATION_MESSAGES[key].message).toBe(text);
    expect(en._(VALIDATION_MESSAGES[key])).toBe(text);
  });

  it('fills {length} from the rule', () => {
    expect(shown(v.pipe(v.string(), minLength(3)), 'ab')).toBe('The field should have at least 3 characters');
    expect(shown(v.pipe(v.string(), maxLength(5)), 'abcdef')).toBe(
      'The field must contain no more than 5 characters',
    );
    expect(shown(v.pipe(v.string(), postcodeMax(4)), '12345')).toBe(
      'Incorrect postcode. The postcode must be a 4-digit number',
    );
  });

  it('passes foreign messages through unchanged', () => {
    expect(validationMessage({ message: 'Server said no' }, en)).toBe('Server said no');
  });
});

describe('single rules', () => {
  it('required: empty, missing or only spaces', () => {
    const f = requiredField();
    expect(problems(f, '')).toEqual(['required']);
    expect(problems(f, '   ')).toEqual(['required']);
    expect(problems(f, undefined)).toEqual(['required']);
    expect(problems(f, null)).toEqual(['required']);
    expect(problems(f, 'x')).toEqual([]);
  });
  it('numeric: digits only, no spaces', () => {
    const f = v.pipe(text(), numeric());
    expect(problems(f, '123')).toEqual([]);
    expect(problems(f, '12 3')).toEqual(['numeric']);
    expect(problems(f, '12a')).toEqual(['numeric']);
  });
  it('alpha: letters only (Estonian and Cyrillic letters too), no spaces', () => {
    const f = v.pipe(text(), alpha());
    expect(problems(f, 'Jüri')).toEqual([]);
    expect(problems(f, 'Сергей')).toEqual([]);
    expect(problems(f, 'Mari Liis')).toEqual(['alpha']);
    expect(problems(f, 'R2D2')).toEqual(['alpha']);
  });
  it('no leading or trailing space', () => {
    const f = v.pipe(text(), noEdgeSpace());
    expect(problems(f, ' Tamm')).toEqual(['noEdgeSpace']);
    expect(problems(f, 'Tamm ')).toEqual(['noEdgeSpace']);
    expect(problems(f, 'Mari Tamm')).toEqual([]);
  });
  it('alphanumeric: letters, digits, underscore, whitespace and õäöüšž', () => {
    const f = v.pipe(text(), alphanumeric());
    expect(problems(f, 'Õun_ja Šokolaad 12 ÄÖÜŽ')).toEqual([]);
    expect(problems(f, 'AS "Firma"')).toEqual(['alphanumeric']);
    expect(problems(f, 'a-b')).toEqual(['alphanumeric']);
  });
  it('e-mail', () => {
    expect(problems(emailField(), 'mari@example.ee')).toEqual([]);
    expect(shown(emailField(), 'mari@example')).toBe('Please enter a valid e-mail address');
    // longer than the back end keeps (254): refused here, as the server would, with the same message
    expect(problems(emailField(), `${'a'.repeat(60)}@${'b'.repeat(190)}.ee`)).toEqual([]);
    expect(shown(emailField(), `${'a'.repeat(60)}@${'b'.repeat(191)}.ee`)).toBe(
      'Please enter a valid e-mail address',
    );
    expect(shown(emailField(), '')).toBe('Please fill this field to continue');
    expect(problems(emailField(), ' mari@example.ee')).toContain('noEdgeSpace');
  });
});

describe('identity number', () => {
  it.each(['37605030299', '60001019906', '49403136526'])('accepts the valid personal code %s', (code) => {
    expect(problems(personalCodeField(), code)).toEqual([]);
  });
  it.each([
    ['3760503029', '10 digits'],
    ['376050302991', '12 digits'],
    ['3760503029a', 'a letter'],
    ['37605030298', 'a wrong check digit'],
    ['97605030299', 'an impossible century digit'],
  ])('refuses %s (%s) with one message', (code) => {
    expect(shown(personalCodeField(), code)).toBe('Check your personal identification number');
  });
});

describe('phone', () => {
  it('an Estonian number must start +372 5', () => {
    expect(shown(phoneField(), '+372 4123456')).toBe('Phone number must start with +372 5');
    expect(shown(phoneField(), '+3726123456')).toBe('Phone number must start with +372 5');
  });
  it.each([
    '+372 5123 456',
    '+37251234567',
    '+79161234567',
    '+35840123456',
    '+37120123456',
    '+37061234567',
    '+4791234567',
    '+4712345',
    '+46701234567',
    '+380501234567',
  ])('accepts %s', (phone) => {
    expect(problems(phoneField(), phone)).toEqual([]);
  });
  it.each([
    ['+372512345', 'Estonian, 9 digits'],
    ['+372512345678', 'Estonian, 12 digits'],
    ['+7916123456', 'Russian, 10 digits'],
    ['+3584012', 'Finnish, 7 digits'],
    ['+370612345678', 'Lithuanian, 12 digits'],
    ['+47123456', 'Norwegian, 8 digits'],
    ['+38050123456', 'Ukrainian, 11 digits'],
    ['+4912345678901', 'German, not in the table'],
    ['5123456', 'no country code'],
    ['+372 5abc', 'letters'],
  ])('refuses %s (%s) as an invalid mobile number format', (phone) => {
    expect(shown(phoneField(), phone)).toBe('Invalid mobile number format');
  });
  it('gives back the number without spaces or dashes', () => {
    expect(v.parse(phoneField(), '+372 5123-4567')).toBe('+37251234567');
  });
  it('is required', () => {
    expect(shown(phoneField(), '')).toBe('Please fill this field to continue');
  });
});

describe('VAT number', () => {
  it('accepts two capital letters then nine digits with a valid Estonian check sum', () => {
    expect(problems(vatField(), 'EE100931558')).toEqual([]);
    expect(problems(vatField(), 'LV123456789')).toEqual([]);
  });
  it('keeps {length} of rules inside an optional field', () => {
    expect(shown(optionalField(maxLength(3)), 'abcd')).toBe(
      'The field must contain no more than 3 characters',
    );
    expect(problems(optionalField(maxLength(3)), '')).toEqual([]);
  });
  it('is optional', () => {
    expect(problems(vatField(), '')).toEqual([]);
    expect(v.parse(vatField(), undefined)).toBe('');
  });
  it.each([
    ['EE12345678', 'eight digits'],
    ['ee100931558', 'small letters'],
    ['EE 100931558', 'a space'],
    ['E1009315581', 'one letter'],
    ['EE100931559', 'a wrong Estonian check sum'],
  ])('refuses %s (%s)', (vat) => {
    expect(shown(vatField(), vat)).toBe('VAT number is incorrect');
  });
});

describe('registry code', () => {
  it.each(['10234957', '10060701', '80311412'])('accepts %s', (code) => {
    expect(problems(registryCodeField(), code)).toEqual([]);
  });
  it.each([
    ['1023495', 'seven digits'],
    ['102349571', 'nine digits'],
    ['1023495a', 'a letter'],
    ['10234958', 'a wrong check digit'],
    ['20234957', 'a first digit no register uses'],
  ])('refuses %s (%s): "Registry code must contain 8 numbers"', (code) => {
    expect(shown(registryCodeField(), code)).toBe('Registry code must contain 8 numbers');
  });
});

describe('postcode', () => {
  it('digits only, exactly 5 (single rules)', () => {
    expect(shown(v.pipe(text(), postcodeDigits()), '1O115')).toBe('The field should contain only numbers');
    expect(shown(v.pipe(text(), postcodeExact()), '1011')).toBe(
      'Postcode length should be exactly 5 numbers',
    );
  });
  it('by country: Estonia exactly 5, Latvia 4 with {length}', () => {
    const say = (p: string, c: string) => {
      const id = postcodeIssue(p, c);
      return id === null ? null : validationMessage({ message: id }, en);
    };
    expect(say('10115', 'EE')).toBeNull();
    expect(say('1011', 'EE')).toBe('Postcode length should be exactly 5 numbers');
    expect(say('10 115', 'EE')).toBe('The field should contain only numbers');
    expect(say('', 'EE')).toBe('Please fill this field to continue');
    expect(say('1050', 'LV')).toBeNull();
    expect(say('10500', 'LV')).toBe('Incorrect postcode. The postcode must be a 4-digit number');
    expect(say('123456', 'GB')).toBeNull();
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field', () => {
    const schema = v.object({ a: requiredField(minLength(3)), b: requiredField() });
    const r = v.safeParse(schema, { a: '', b: '' });
    expect(fieldErrors(r.issues, en)).toEqual({
      a: 'Please fill this field to continue',
      b: 'Please fill this field to continue',
    });
  });
});

describe('availability checks (spec §5)', () => {
  const taken = new Set(['used@example.ee', '10234957']);
  const check = async (s: string) => !taken.has(s);
  const broken = async (): Promise<boolean> => {
    throw new Error('network down');
  };

  it('an empty value, an allowed value and a failing check all pass', async () => {
    expect(await isAvailable('', check)).toBe(true);
    expect(await isAvailable('USED@example.ee', check, ['used@example.ee'])).toBe(true);
    expect(await isAvailable('used@example.ee', broken)).toBe(true);
    expect(await isAvailable('used@example.ee', check)).toBe(false);
    expect(await isAvailable('new@example.ee', check)).toBe(true);
  });

  it('says the e-mail is used', async () => {
    const field = v.pipeAsync(emailField(), emailAvailable(check));
    const r = await v.safeParseAsync(field, 'used@example.ee');
    expect(r.success ? null : validationMessage(r.issues[0], en)).toBe(
      'Email is used, please choose another one',
    );
    expect((await v.safeParseAsync(field, 'new@example.ee')).success).toBe(true);
  });

  it('says the registry code is registered', async () => {
    const field = v.pipeAsync(registryCodeField(), registryCodeAvailable(check));
    const r = await v.safeParseAsync(field, '10234957');
    expect(r.success ? null : validationMessage(r.issues[0], en)).toBe(
      'Company registry code is already registered, please contact customer support.',
    );
  });
});

describe('uploads (spec §5: at most 3 files, each at most 10MB)', () => {
  const say = (files: { size: number }[]) => {
    const id = uploadIssue(files);
    return id === null ? null : validationMessage({ message: id }, en);
  };
  it('accepts 3 files of 10MB', () => {
    expect(say([{ size: 10 * 1024 * 1024 }, { size: 1 }, { size: 1 }])).toBeNull();
  });
  it('refuses a fourth file and a larger file', () => {
    expect(say([{ size: 1 }, { size: 1 }, { size: 1 }, { size: 1 }])).toBe('You can attach at most 3 files');
    expect(say([{ size: 10 * 1024 * 1024 + 1 }])).toBe('Each file can be at most 10 MB');
  });
});
