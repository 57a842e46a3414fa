/**
 * A time zone in which `at` falls on another calendar day than in UTC, whatever the hour: for tests
 * that a date is written in someone's zone and not the server's (UTC+14 from 10:00 UTC on, UTC−11
 * before 11:00 UTC).
 */
export function zoneOnAnotherDayThanUtc(at: Date): string {
  return at.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}
