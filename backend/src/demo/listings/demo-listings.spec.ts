import { ListingType, SERVICE_DOMAINS } from '../../contracts/lists.js';
import { validateDto } from '../../core/validation/validation.pipe.js';
import { CreateActiveDto } from '../../modules/active/dto/active.dto.js';
import { CreateCompanyDto } from '../../modules/company/dto/company.dto.js';
import { CreateFundDto } from '../../modules/fund/dto/fund.dto.js';
import { CreateInvestmentDto } from '../../modules/investment/dto/investment.dto.js';
import { CreateInvestorDto } from '../../modules/investor/dto/investor.dto.js';
import { MasterdataService } from '../../modules/masterdata/masterdata.service.js';
import { CreateNewsDto } from '../../modules/news/dto/news.dto.js';
import { CreateServiceDto } from '../../modules/service/dto/service.dto.js';
import { DEMO_PUBLIC_PER_FAMILY, buildDemoListings } from './index.js';

const DTOS: Record<ListingType, new () => object> = {
  [ListingType.Company]: CreateCompanyDto,
  [ListingType.Active]: CreateActiveDto,
  [ListingType.Fund]: CreateFundDto,
  [ListingType.Service]: CreateServiceDto,
  [ListingType.News]: CreateNewsDto,
  [ListingType.Investment]: CreateInvestmentDto,
  [ListingType.Investor]: CreateInvestorDto,
};

describe('demo listings content', () => {
  const demo = buildDemoListings(new Date('2026-11-22T10:00:00Z'));
  const families = Object.values(ListingType).filter((value): value is ListingType => typeof value === 'number');

  it('is the same on every run', () => {
    const again = buildDemoListings(new Date('2026-11-22T10:00:00Z'));
    expect(JSON.stringify(again)).toBe(JSON.stringify(demo));
  });

  it.each(families)('has enough public listings with distinct titles in family %i', (family) => {
    const listings = demo.filter((listing) => listing.family === family);
    expect(listings.filter((listing) => !listing.state || listing.state === 'approved').length).toBe(DEMO_PUBLIC_PER_FAMILY);
    const titles = listings.map((listing) => listing.input.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(listings.filter((listing) => listing.promoted).length).toBe(2);
  });

  it('passes the family create DTOs, as if sent to the API', async () => {
    for (const listing of demo) {
      await expect(validateDto(DTOS[listing.family], listing.input), listing.input.title).resolves.toBeDefined();
    }
  });

  it('names who most funding calls are open to, and where some investors invest', () => {
    const calls = demo
      .filter((listing) => listing.family === ListingType.Fund)
      .map((listing) => listing.input as unknown as { beneficiaryTypes: string[]; caenCodes: string[] });
    expect(calls.filter((call) => call.beneficiaryTypes.length).length).toBeGreaterThan(calls.length * 0.8);
    expect(calls.filter((call) => call.caenCodes.length).length).toBeGreaterThan(calls.length / 2);
    const investors = demo
      .filter((listing) => listing.family === ListingType.Investor)
      .map((listing) => listing.input as unknown as { targetCounties: number[] });
    expect(investors.some((investor) => investor.targetCounties.length)).toBe(true);
    expect(investors.some((investor) => !investor.targetCounties.length)).toBe(true);
  });

  it('writes Romanian with comma-below ș and ț only', () => {
    const text = JSON.stringify(demo);
    expect(text).not.toMatch(/[\u015E\u015F\u0162\u0163]/);
    expect(text).toMatch(/ș/);
    expect(text).toMatch(/ț/);
  });

  it('places listings in real localities of their counties', () => {
    const masterdata = new MasterdataService();
    for (const listing of demo) {
      const { county, city } = listing.input as { county?: number; city?: string };
      if (city) expect(masterdata.normalizeCity(county!, city), `${city} (${county})`).toBe(city);
    }
  });

  it('keeps amounts plausible and consistent', () => {
    for (const { family, input } of demo) {
      const values = input as Record<string, number | number[] | null | undefined>;
      if (family === ListingType.Company) {
        expect(values.price).toBeGreaterThanOrEqual(25_000);
        expect(values.price).toBeLessThanOrEqual(2_000_000);
        expect(values.yearlyProfit as number).toBeLessThan(values.yearlyTurnover as number);
      }
      if (family === ListingType.Fund) expect(values.grantMin as number).toBeLessThanOrEqual(values.grantMax as number);
      if (family === ListingType.Investor) expect(values.ticketMin as number).toBeLessThan(values.ticketMax as number);
      if (family === ListingType.Service) {
        const domain = SERVICE_DOMAINS.find((item) => item.id === (values.domain as number[])[0])!;
        expect(domain.subdomains.map((sub) => sub.id)).toContain(values.subdomain);
      }
    }
    const vans = demo.filter((listing) => listing.input.title.startsWith('Autoutilitară'));
    expect(vans.length).toBeGreaterThan(0);
    for (const van of vans) expect(van.input.price as number).toBeGreaterThanOrEqual(8_000);
    const partnership = demo.filter((listing) => listing.family === ListingType.News && (listing.input.features as string[]).includes('parteneriat'));
    expect(partnership.length).toBeGreaterThanOrEqual(5);
  });
});
