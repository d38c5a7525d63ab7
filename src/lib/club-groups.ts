// spec §3 price types: club group id 1 is the Masters club, 2 the Professional club (treated as Masters).
// A module of its own: the startup's session code needs the ids without the price rules.
export const CLUB_MASTERS = 1;
export const CLUB_PRO = 2;
