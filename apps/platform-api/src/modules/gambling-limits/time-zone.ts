// The enforcement points (deposit creation, the provider wallet) run deep in other modules without the
// app's config; the brand's business time zone is set once when this module's routes register, so their
// one-line calls need no extra argument. One process serves one brand.
let timeZone = 'Asia/Bangkok';

export function setBusinessTimeZone(zone: string): void {
  timeZone = zone;
}

export function businessTimeZone(): string {
  return timeZone;
}
