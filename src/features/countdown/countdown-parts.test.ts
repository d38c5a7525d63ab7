import { timeLeft, twoDigits } from '@/features/countdown/countdown-parts';

describe('countdown banner time left (spec §2)', () => {
  const end = Date.parse('2026-11-29T23:59:59+02:00');

  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(timeLeft(end, Date.parse('2026-11-25T12:20:30+02:00'))).toEqual({
      days: 4,
      hours: 11,
      minutes: 39,
      seconds: 29,
    });
    expect(timeLeft(end, end - 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is null once the end has come, so the banner goes', () => {
    expect(timeLeft(end, end)).toBeNull();
    expect(timeLeft(end, end + 60_000)).toBeNull();
    expect(timeLeft(end, end - 999)).toBeNull(); // under a second: nothing left to show
  });

  it('shows the clock with two digits', () => {
    expect(twoDigits(5)).toBe('05');
    expect(twoDigits(23)).toBe('23');
  });
});
