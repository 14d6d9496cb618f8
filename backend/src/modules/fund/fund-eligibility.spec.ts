import 'reflect-metadata';
import { caenSelectorsOf } from '../../contracts/caen.js';
import { ListingType } from '../../contracts/lists.js';
import { toListingView } from '../listing-core/listing.mapper.js';
import { errorsOf, listing } from '../listing-core/listing-spec-fixtures.js';
import { CreateFundDto, FundListQueryDto, UpdateFundDto } from './dto/fund.dto.js';
import { FUND_FAMILY } from './fund.definition.js';

const call = { title: 'Digitalizare IMM 2027', fundType: 2, region: 'all', callStatus: 'open' };

describe('fund calls: beneficiary types and CAEN codes', () => {
  it('takes beneficiary types and CAEN selectors as lists or comma-joined text, normalised', async () => {
    const { value, errors } = await errorsOf(CreateFundDto, {
      ...call,
      beneficiaryTypes: 'microintreprindere, startup,startup',
      caenCodes: ['j', '62.01', ' 5510 ', 'A'],
    });
    expect(errors).toEqual({});
    expect(value.beneficiaryTypes).toEqual(['microintreprindere', 'startup']);
    expect(value.caenCodes).toEqual(['J', '6201', '5510', 'A']);
    // Nothing (null or blank) is an empty list: open to all.
    expect((await errorsOf(UpdateFundDto, { beneficiaryTypes: null, caenCodes: '' })).value).toMatchObject({ beneficiaryTypes: [], caenCodes: [] });
  });

  it('refuses an unknown beneficiary type, an unknown CAEN selector and too many of either', async () => {
    expect((await errorsOf(CreateFundDto, { ...call, beneficiaryTypes: ['startup', 'extraterestru'] })).errors.beneficiaryTypes).toContain(
      'Tipul de beneficiar nu este valid.',
    );
    expect((await errorsOf(CreateFundDto, { ...call, caenCodes: ['6201', '9999'] })).errors.caenCodes).toEqual(['Codul CAEN 9999 nu există în CAEN Rev. 2.']);
    expect((await errorsOf(CreateFundDto, { ...call, caenCodes: 'Z' })).errors.caenCodes).toEqual(['Codul CAEN Z nu există în CAEN Rev. 2.']);
    expect((await errorsOf(UpdateFundDto, { caenCodes: ['00'] })).errors.caenCodes).toEqual(['Codul CAEN 00 nu există în CAEN Rev. 2.']);
    const many = Array.from({ length: 51 }, (_, index) => String(1000 + index));
    expect((await errorsOf(UpdateFundDto, { caenCodes: many })).errors.caenCodes).toContain('Cel mult 50 de coduri CAEN.');
  });

  it('filters the list by a beneficiary type and by a CAEN class through its selectors', async () => {
    expect(caenSelectorsOf('6201')).toEqual(['J', '62', '620', '6201']);
    expect(caenSelectorsOf('9999')).toEqual([]);
    const { value, errors } = await errorsOf(FundListQueryDto, { beneficiary: 'ong', caen: '62.01' });
    expect(errors).toEqual({});
    const filters = FUND_FAMILY.listFilters!(value);
    expect(filters.map((filter) => filter.params)).toEqual([{ beneficiary: 'ong' }, { selectors: ['J', '62', '620', '6201'] }]);
    expect(FUND_FAMILY.listFilters!({})).toEqual([]);
    expect((await errorsOf(FundListQueryDto, { beneficiary: 'marte' })).errors.beneficiary).toEqual(['Tipul de beneficiar nu este valid.']);
    // A filter takes a class, not a section or a division.
    for (const caen of ['J', '62', '9999', '6201x']) expect(Object.keys((await errorsOf(FundListQueryDto, { caen })).errors)).toEqual(['caen']);
  });

  it('names the beneficiary types in the view', () => {
    const view = toListingView(FUND_FAMILY, listing(ListingType.Fund), {
      listingId: 'x',
      fundType: 2,
      region: 'all',
      callStatus: 'open',
      beneficiaryTypes: ['startup', 'ong'],
      caenCodes: ['J', '6201'],
    } as never);
    expect(view).toMatchObject({
      beneficiaryTypes: ['startup', 'ong'],
      beneficiaryTypeNames: ['Start-up (sub 3 ani)', 'ONG / asociație / fundație'],
      caenCodes: ['J', '6201'],
    });
  });
});
