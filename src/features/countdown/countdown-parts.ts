/** What is left until `endsAt`, in whole days, hours, minutes and seconds; null once it has passed. */
export function timeLeft(endsAt: number, now: number) {
  const total = Math.floor((endsAt - now) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export const twoDigits = (n: number): string => String(n).padStart(2, '0');
