/** The part of a client address that per-address limits count under (IPv6 clients: their /64). */
export { addressRateKey } from '../http/client-info.js';
