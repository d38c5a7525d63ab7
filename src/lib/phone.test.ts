import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneProblem } from '@/lib/phone';

describe('phoneProblem (spec §5, usable by the server without messages)', () => {
  it('removes spaces, dashes and brackets people type', () => {
    expect(normalizePhone('+372 (5) 123-4567')).toBe('+37251234567');
  });
  it('tells an Estonian prefix problem from a format problem', () => {
    expect(phoneProblem('+372 4123456')).toBe('estonian-prefix');
    expect(phoneProblem('+372 5123456')).toBeNull();
    expect(phoneProblem('+372 51')).toBe('format');
    expect(phoneProblem('0037251234567')).toBe('format');
  });
  it('matches the longest prefix first (+370/+371/+372 before +3…)', () => {
    expect(phoneProblem('+37061234567')).toBeNull();
    expect(phoneProblem('+3706123456')).toBe('format');
    expect(phoneProblem('+37120123456')).toBeNull();
  });
});
