/** The part of a client address that per-address limits count under. */
export function addressRateKey(address: string): string {
  return address;
}
