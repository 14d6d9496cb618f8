import { parseBnrRates } from './bnr-rates.client.js';

const XML = `<?xml version="1.0" encoding="utf-8"?>
<DataSet xmlns="http://www.bnr.ro/xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.bnr.ro/xsd nbrfxrates.xsd">
  <Header><Publisher>National Bank of Romania</Publisher><PublishingDate>2026-11-26</PublishingDate><MessageType>DR</MessageType></Header>
  <Body>
    <Subject>Reference rates</Subject>
    <OrigCurrency>RON</OrigCurrency>
    <Cube date="2026-11-26">
      <Rate currency="AED">1.1987</Rate>
      <Rate currency="EUR">5.0873</Rate>
      <Rate currency="HUF" multiplier="100">1.3045</Rate>
    </Cube>
  </Body>
</DataSet>`;

describe('BNR rates', () => {
  it('reads the EUR rate and its day', () => {
    expect(parseBnrRates(XML)).toEqual({ currency: 'EUR', date: '2026-11-26', ronPerUnit: 5.0873 });
  });

  it('divides by the multiplier', () => {
    expect(parseBnrRates(XML, 'HUF')).toEqual({ currency: 'HUF', date: '2026-11-26', ronPerUnit: 0.013 });
  });

  it('answers null for an answer without the rate', () => {
    expect(parseBnrRates('<html>maintenance</html>')).toBeNull();
  });
});
