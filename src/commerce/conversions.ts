// spec §7 conversions: POST /api/conversions/event {eventName, eventId, fbc?, customData, userData}; the caller
// sends only with marketing consent and with e-mail and phone already hashed (lib/hash). spec §8: a failure
// only warns.

export interface ConversionEvent {
  eventName: string;
  eventId: string;
  fbc?: string;
  customData?: Record<string, unknown>;
  userData?: { em?: string; ph?: string };
}

export async function sendConversion(event: ConversionEvent): Promise<void> {
  try {
    const res = await fetch('/api/conversions/event', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
      keepalive: true,
    });
    if (!res.ok && res.status !== 202)
      console.warn(`Conversion event ${event.eventName} failed: ${res.status}`);
  } catch (error) {
    console.warn(`Conversion event ${event.eventName} failed`, error);
  }
}
