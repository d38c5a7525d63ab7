// SK ID Solutions' demo identities and what their demo services answer (ESTONIA.md). The simulators answer
// the same, so a test or a demo sign-in behaves as against SK's demo environment.

export type SmartIdResult = 'OK' | 'USER_REFUSED' | 'WRONG_VC' | 'TIMEOUT';
export type MobileIdResult =
  | 'OK'
  | 'NOT_MID_CLIENT'
  | 'USER_CANCELLED'
  | 'PHONE_ABSENT'
  | 'DELIVERY_ERROR'
  | 'SIM_ERROR'
  | 'SIGNATURE_HASH_MISMATCH';

export interface DemoPerson {
  givenName: string;
  surname: string;
}

export const SMART_ID_DEMO: Readonly<Record<string, SmartIdResult>> = {
  '30303039914': 'OK',
  '30303039903': 'OK',
  '40504040001': 'OK',
  '30403039917': 'USER_REFUSED',
  '30403039972': 'WRONG_VC',
  '30403039983': 'TIMEOUT',
};

/** phone + personal code → outcome; any other pair is not a Mobile-ID client. */
export const MOBILE_ID_DEMO: Readonly<Record<string, MobileIdResult>> = {
  '+37200000766/60001019906': 'OK',
  '+37200000366/60001019928': 'NOT_MID_CLIENT',
  '+37201100266/60001019950': 'USER_CANCELLED',
  '+37213100266/60001019983': 'PHONE_ABSENT',
  '+37207110066/60001019947': 'DELIVERY_ERROR',
  '+37201200266/60001019972': 'SIM_ERROR',
  '+37200000666/60001019961': 'SIGNATURE_HASH_MISMATCH',
};

/**
 * The names in the simulated certificates: the shop's demo customers (seed) for their codes, SK's TESTNUMBER
 * names for the other demo identities.
 */
export const demoPerson = (code: string): DemoPerson =>
  code === '60001019906'
    ? { givenName: 'MARI', surname: 'MAASIKAS' }
    : code === '30303039914'
      ? { givenName: 'JAAN', surname: 'TAMM' }
      : { givenName: 'OK', surname: 'TESTNUMBER' };
