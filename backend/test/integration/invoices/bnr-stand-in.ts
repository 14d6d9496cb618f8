import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { romanianDay } from '../../../src/core/clock/romanian-day.js';

export { freePort } from '../../support/free-port.js';

export interface BnrStandIn {
  url: string;
  port: number;
  hits: () => number;
  close(): Promise<void>;
}

/** A loopback address where nothing listens: BNR unreachable (the connection is refused at once). */
export const UNREACHABLE_BNR_URL = 'http://127.0.0.1:9/nbrfxrates.xml';

/** A stand-in of BNR's daily rates file (nbrfxrates.xml), in BNR's format; on `port` when given (BNR coming back). */
export async function startBnrStandIn(eur: string, date: string, port = 0): Promise<BnrStandIn> {
  let hits = 0;
  const server: Server = createServer((_request, response) => {
    hits++;
    response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
    response.end(`<?xml version="1.0" encoding="utf-8"?>
<DataSet xmlns="http://www.bnr.ro/xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.bnr.ro/xsd nbrfxrates.xsd">
  <Header><Publisher>National Bank of Romania</Publisher><PublishingDate>${date}</PublishingDate><MessageType>DR</MessageType></Header>
  <Body><Subject>Reference rates</Subject><OrigCurrency>RON</OrigCurrency>
    <Cube date="${date}"><Rate currency="AED">1.1987</Rate><Rate currency="EUR">${eur}</Rate><Rate currency="HUF" multiplier="100">1.3045</Rate><Rate currency="USD">4.4021</Rate></Cube>
  </Body>
</DataSet>`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/nbrfxrates.xml`,
    port: bound,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The Romanian day `offsetDays` from now (YYYY-MM-DD), as invoices and rates count days. */
export function romanianDayFromNow(offsetDays = 0): string {
  return romanianDay(new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000));
}
