import { niceStep, rangeGeometry, sensitivityBars } from './chart-geometry';

describe('niceStep', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(130_000)).toBe(200_000);
    expect(niceStep(240_000)).toBe(250_000);
    expect(niceStep(260_000)).toBe(500_000);
    expect(niceStep(1_000)).toBe(1_000);
    expect(niceStep(0)).toBe(1);
  });
});

describe('rangeGeometry', () => {
  it('places low < mid < high on an axis from zero to a round amount above high', () => {
    const chart = rangeGeometry(310_000, 410_000, 520_000);
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 200_000, 400_000, 600_000]);
    expect(chart.ticks.map((tick) => tick.at)).toEqual([0, 33.33, 66.67, 100]);
    expect(chart.ticks[1].label).toBe('200 mii €');
    expect(chart.low).toBeCloseTo(51.67, 1);
    expect(chart.mid).toBeCloseTo(68.33, 1);
    expect(chart.high).toBeCloseTo(86.67, 1);
    expect(chart.low).toBeLessThan(chart.mid);
    expect(chart.mid).toBeLessThan(chart.high);
    expect(chart.high).toBeLessThan(100);
  });

  it('keeps every point inside the chart for small and large companies', () => {
    for (const [low, mid, high] of [
      [800, 1_000, 1_300],
      [9_000_000, 12_000_000, 15_000_000],
    ]) {
      const chart = rangeGeometry(low, mid, high);
      for (const point of [chart.low, chart.mid, chart.high]) {
        expect(point).toBeGreaterThan(0);
        expect(point).toBeLessThanOrEqual(100);
      }
      expect(chart.ticks.at(-1)!.value).toBeGreaterThanOrEqual(high);
      expect(chart.ticks.length).toBeGreaterThanOrEqual(3);
      expect(chart.ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('starts below zero when the low end is negative (more debt than value)', () => {
    const chart = rangeGeometry(-50_000, 20_000, 90_000);
    expect(chart.ticks[0].value).toBeLessThan(0);
    expect(chart.low).toBe(chart.ticks.find((tick) => tick.value === -50_000)?.at ?? chart.low);
    expect(chart.ticks.find((tick) => tick.value === 0)!.at).toBeGreaterThan(0);
  });
});

describe('sensitivityBars', () => {
  it('draws the largest change full length and the others in proportion, in their direction', () => {
    const bars = sensitivityBars(
      [
        { input: 'netProfit', label: 'Profit net +10%', change: 0.1, mid: 440_000 },
        { input: 'netProfit', label: 'Profit net −10%', change: -0.1, mid: 380_000 },
        { input: 'debts', label: 'Datorii +10%', change: 0.1, mid: 395_000 },
        { input: 'assets', label: 'Active +10%', change: 0.1, mid: 410_000 },
      ],
      410_000,
    );
    expect(bars.map((bar) => [bar.direction, bar.size, bar.change])).toEqual([
      ['up', 100, '+7,3%'],
      ['down', 100, '\u22127,3%'],
      ['down', 50, '\u22123,7%'],
      ['none', 0, '0%'],
    ]);
    expect(bars[0].value).toBe('440.000 €');
  });
});
