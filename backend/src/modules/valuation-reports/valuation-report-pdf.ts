import { romanianPdf } from '../../core/pdf/romanian-pdf.js';
import { caenClass } from '../../contracts/caen.js';
import { countyName } from '../../contracts/counties.js';
import { formatNumber } from '../../contracts/format.js';
import type { ReportDocument } from './valuation-report.entity.js';

const BRAND = '#1f4e79';
const PROFIT = '#3a8d5c';
const LOSS = '#b03a2e';
const GRID = '#c8ccd2';

/** An ISO time as the day in Romania: 26.11.2026. */
export const formatDay = (iso: string): string =>
  new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

export const formatRange = (range: { low: number; mid: number; high: number }): string =>
  `${formatNumber(range.low)} – ${formatNumber(range.high)} EUR (valoare centrală ${formatNumber(range.mid)} EUR)`;

/** The report as a Romanian PDF (A4): cover, company, method, figures with charts, adjustments, comparables, conclusion, signature. */
export function renderValuationReportPdf(doc: ReportDocument): Promise<Buffer> {
  const { pdf, bytes } = romanianPdf({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Raport de evaluare — ${doc.companyName}`,
      Author: 'RoAfaceri',
      Subject: `Comanda ${doc.orderNumber}, versiunea ${doc.version}`,
      CreationDate: new Date(doc.publishedAt),
    },
  });

  const left = 56;
  const width = pdf.page.width - 112;
  const bottomLimit = pdf.page.height - 80;
  const ensure = (height: number) => {
    if (pdf.y + height > bottomLimit) pdf.addPage();
  };
  const heading = (text: string) => {
    ensure(60);
    pdf.moveDown(1);
    pdf.font('bold').fontSize(14).fillColor(BRAND).text(text, left, pdf.y, { width });
    pdf.fillColor('black').font('regular').fontSize(10).moveDown(0.4);
  };
  const paragraph = (text: string) => pdf.font('regular').fontSize(10).fillColor('black').text(text, left, pdf.y, { width });

  // Cover.
  pdf.rect(0, 0, pdf.page.width, 220).fill(BRAND);
  pdf.fillColor('white').font('bold').fontSize(28).text('Raport de evaluare', left, 90, { width });
  pdf.font('regular').fontSize(16).text(doc.companyName, { width });
  pdf.fillColor('black').font('regular').fontSize(11);
  pdf.text(`Client: ${doc.clientName}`, left, 260, { width });
  pdf.text(`Comanda: ${doc.orderNumber}`, { width });
  pdf.text(`Versiunea ${doc.version}, publicată pe ${formatDay(doc.publishedAt)}`, { width });
  pdf.text(`Consultant: ${doc.consultantName}`, { width });
  pdf.moveDown(2);
  pdf.font('bold').fontSize(13).text('Valoarea estimată a afacerii', { width });
  pdf
    .font('bold')
    .fontSize(18)
    .fillColor(BRAND)
    .text(`${formatNumber(doc.final.low)} – ${formatNumber(doc.final.high)} EUR`, { width });
  pdf
    .fillColor('black')
    .font('regular')
    .fontSize(11)
    .text(`Valoare centrală: ${formatNumber(doc.final.mid)} EUR`, { width });
  pdf.moveDown(2);
  pdf
    .fontSize(9)
    .fillColor('#555555')
    .text(
      'Raportul exprimă opinia consultantului RoAfaceri asupra valorii de piață a afacerii la data publicării, pe baza datelor disponibile. Nu este un raport de evaluare ANEVAR și nu ține loc de audit financiar.',
      { width },
    );
  pdf.fillColor('black');

  // Company.
  pdf.addPage();
  heading('1. Societatea evaluată');
  const caen = caenClass(doc.figures.caen);
  const county = doc.figures.countyId ? countyName(doc.figures.countyId) : null;
  paragraph(`Denumire: ${doc.companyName}`);
  if (doc.companyCui) paragraph(`CUI: ${doc.companyCui}`);
  if (caen) paragraph(`Activitate principală (CAEN ${caen.code}): ${caen.name}`);
  if (county) paragraph(`Județ: ${county}`);
  paragraph(
    doc.figures.source === 'anaf'
      ? `Sursa datelor financiare: situațiile financiare publicate de ANAF${doc.figures.fetchedAt ? `, citite pe ${formatDay(doc.figures.fetchedAt)}` : ''}, completate de consultant cu documentele clientului.`
      : 'Sursa datelor financiare: documentele transmise de client, introduse de consultant.',
  );

  // Method.
  heading('2. Metoda');
  if (doc.starting) {
    paragraph(`Punctul de plecare este evaluarea instantanee RoAfaceri (${doc.starting.method}): ${formatRange(doc.starting)}.`);
    for (const step of doc.starting.explanation) paragraph(`• ${step}`);
  } else {
    paragraph('Consultantul a stabilit valoarea direct, pe baza cifrelor societății și a tranzacțiilor comparabile.');
  }
  paragraph('Consultantul a ajustat apoi rezultatul pentru particularitățile afacerii și l-a verificat cu anunțurile comparabile din piața RoAfaceri.');

  // Figures and charts.
  heading('3. Cifrele societății');
  const years = [...doc.figures.years].sort((a, b) => a.year - b.year);
  if (years.length) {
    const columns = [70, 130, 130, 100];
    const titles = ['Anul', 'Cifra de afaceri (lei)', 'Profit net (lei)', 'Angajați'];
    let x = left;
    pdf.font('bold').fontSize(9);
    const top = pdf.y;
    titles.forEach((title, index) => {
      pdf.text(title, x, top, { width: columns[index] - 6, align: index ? 'right' : 'left' });
      x += columns[index];
    });
    pdf.font('regular');
    for (const year of years) {
      const rowTop = pdf.y + 2;
      x = left;
      const cells = [
        String(year.year),
        year.turnover === null ? '—' : formatNumber(year.turnover),
        year.netProfit === null ? '—' : formatNumber(year.netProfit),
        year.employees === null ? '—' : String(year.employees),
      ];
      cells.forEach((cell, index) => {
        pdf.text(cell, x, rowTop, { width: columns[index] - 6, align: index ? 'right' : 'left' });
        x += columns[index];
      });
    }
    if (doc.figures.assets !== null || doc.figures.debts !== null) {
      pdf.moveDown(0.5);
      if (doc.figures.assets !== null) paragraph(`Active totale: ${formatNumber(doc.figures.assets)} lei`);
      if (doc.figures.debts !== null) paragraph(`Datorii totale: ${formatNumber(doc.figures.debts)} lei`);
    }
    ensure(230);
    pdf.moveDown(1);
    drawYearChart(pdf, left, pdf.y, width, 190, years);
    pdf.y += 200;
  } else {
    paragraph('Nu sunt disponibile cifre anuale pentru această societate.');
  }

  // Adjustments.
  heading('4. Ajustările consultantului');
  if (doc.adjustments.length) {
    for (const adjustment of doc.adjustments) {
      ensure(40);
      const effect =
        adjustment.kind === 'factor'
          ? `${adjustment.value > 0 ? '+' : ''}${adjustment.value}%`
          : `${adjustment.value > 0 ? '+' : ''}${formatNumber(adjustment.value)} EUR`;
      pdf.font('bold').fontSize(10).text(`${adjustment.label}: ${effect}`, left, pdf.y, { width });
      paragraph(adjustment.reason);
      pdf.moveDown(0.3);
    }
    if (doc.adjusted) paragraph(`Rezultatul după ajustări: ${formatRange(doc.adjusted)}.`);
  } else {
    paragraph('Consultantul nu a aplicat ajustări.');
  }

  // Comparables.
  heading('5. Afaceri comparabile din piața RoAfaceri');
  const included = doc.comparables.filter((item) => item.included);
  if (included.length) {
    for (const item of included) {
      ensure(30);
      const price = item.price === null ? 'preț la cerere' : `${formatNumber(item.price)} ${item.currency}`;
      const facts = [
        price,
        item.yearlyTurnover !== null ? `cifră de afaceri ${formatNumber(item.yearlyTurnover)}` : null,
        item.countyId ? countyName(item.countyId) : null,
      ]
        .filter(Boolean)
        .join(' · ');
      pdf.font('bold').fontSize(10).text(item.title, left, pdf.y, { width });
      paragraph(facts);
    }
  } else {
    paragraph('Nu au fost reținute anunțuri comparabile.');
  }

  // Conclusion and the range chart.
  heading('6. Concluzie');
  paragraph(doc.conclusion);
  ensure(140);
  pdf.moveDown(1);
  drawRangeChart(pdf, left, pdf.y, width, doc.final, doc.starting);
  pdf.y += 110;
  ensure(60);
  pdf.moveDown(1);
  pdf
    .font('bold')
    .fontSize(11)
    .text(`Valoarea estimată: ${formatRange(doc.final)}`, left, pdf.y, { width });
  pdf.moveDown(1.5);
  pdf
    .font('regular')
    .fontSize(10)
    .text(`Întocmit de ${doc.consultantName}, consultant RoAfaceri, la ${formatDay(doc.publishedAt)}.`, { width });
  pdf.end();
  return bytes;
}

/** Turnover and net profit per year as grouped bars (a loss drawn below the zero line, in red). */
function drawYearChart(
  pdf: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  height: number,
  years: { year: number; turnover: number | null; netProfit: number | null }[],
): void {
  const values = years.flatMap((year) => [year.turnover ?? 0, year.netProfit ?? 0]);
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const plotTop = y + 18;
  const plotHeight = height - 40;
  const scale = plotHeight / (max - min);
  const zeroY = plotTop + max * scale;
  pdf.font('bold').fontSize(9).fillColor('black').text('Cifra de afaceri și profitul net pe ani (lei)', x, y, { width });
  pdf
    .moveTo(x, zeroY)
    .lineTo(x + width, zeroY)
    .lineWidth(0.5)
    .strokeColor(GRID)
    .stroke();
  const group = width / years.length;
  const bar = Math.min(40, group / 3);
  years.forEach((year, index) => {
    const groupX = x + index * group + group / 2 - bar;
    const draw = (value: number | null, offset: number, color: string) => {
      if (value === null) return;
      const h = Math.abs(value) * scale;
      pdf.rect(groupX + offset, value >= 0 ? zeroY - h : zeroY, bar - 2, Math.max(h, 0.5)).fill(value >= 0 ? color : LOSS);
    };
    draw(year.turnover, 0, BRAND);
    draw(year.netProfit, bar, PROFIT);
    pdf
      .fillColor('black')
      .font('regular')
      .fontSize(8)
      .text(String(year.year), x + index * group, plotTop + plotHeight + 4, { width: group, align: 'center' });
  });
  const legendY = y + height - 8;
  pdf.rect(x, legendY, 8, 8).fill(BRAND);
  pdf
    .fillColor('black')
    .fontSize(8)
    .text('Cifra de afaceri', x + 12, legendY, { lineBreak: false });
  pdf.rect(x + 100, legendY, 8, 8).fill(PROFIT);
  pdf.fillColor('black').text('Profit net', x + 112, legendY, { lineBreak: false });
  pdf.fillColor('black').strokeColor('black').lineWidth(1);
}

/** The final range as a band on a value axis, the central value marked, the starting estimate's range drawn above it for comparison. */
function drawRangeChart(
  pdf: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  final: { low: number; mid: number; high: number },
  starting: { low: number; mid: number; high: number } | null,
): void {
  const top = Math.max(final.high, starting?.high ?? 0) * 1.15 || 1;
  const at = (value: number) => x + (value / top) * width;
  pdf.font('bold').fontSize(9).fillColor('black').text('Intervalul de valoare (EUR)', x, y, { width });
  const axisY = y + 80;
  pdf
    .moveTo(x, axisY)
    .lineTo(x + width, axisY)
    .lineWidth(0.5)
    .strokeColor(GRID)
    .stroke();
  for (let tick = 0; tick <= 4; tick++) {
    const value = (top / 4) * tick;
    pdf
      .fillColor('#555555')
      .font('regular')
      .fontSize(7)
      .text(formatNumber(Math.round(value / 1000) * 1000), at(value) - 30, axisY + 3, { width: 60, align: 'center' });
  }
  if (starting) {
    pdf.rect(at(starting.low), y + 20, Math.max(1, at(starting.high) - at(starting.low)), 12).fill('#b9c9dc');
    pdf
      .fillColor('#555555')
      .fontSize(7)
      .text('Estimarea instantanee', at(starting.low), y + 34, { lineBreak: false });
  }
  pdf.rect(at(final.low), y + 48, Math.max(1, at(final.high) - at(final.low)), 18).fill(BRAND);
  pdf
    .moveTo(at(final.mid), y + 44)
    .lineTo(at(final.mid), y + 70)
    .lineWidth(2)
    .strokeColor('#e0a800')
    .stroke();
  pdf.fillColor('black').strokeColor('black').lineWidth(1);
}
