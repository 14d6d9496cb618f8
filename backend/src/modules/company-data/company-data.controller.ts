import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { CompanyAnswersLookup, CompanyLookup } from '../../contracts/company-data.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser } from '../../core/auth/decorators.js';
import { clientInfo } from '../../core/http/client-info.js';
import { addressLimit, RateCounters, type RateRule } from '../../core/rate-limit/rate-counters.js';
import { CompanyDataService } from './company-data.service.js';

/** Lookups one account may make in an hour, and one address (several accounts behind one office). */
export const LOOKUPS_PER_USER: RateRule = { max: 60, windowSeconds: 60 * 60 };
export const LOOKUPS_PER_ADDRESS: RateRule = { max: 120, windowSeconds: 60 * 60 };
const LIMIT_MESSAGE = 'Ai căutat prea multe firme în ultima oră. Încearcă din nou mai târziu sau completează datele manual.';

/**
 * Company data by CUI for signed-in users. Every answer of a valid CUI is 200 with its `status`:
 * `found` (the data), `not_found` (ANAF does not know this CUI: the form says so, the user types the
 * data) or `unavailable` (ANAF slow, down or busy, with a Romanian note). Not a 404: the CUI is a
 * question to ANAF, not one of our resources, and a form treats all three the same way, by prefilling
 * or not. An invalid CUI is 400 with the `cui` field's message.
 */
@ApiTags('company-data')
@Controller('company-data')
export class CompanyDataController {
  constructor(
    private readonly companies: CompanyDataService,
    private readonly counters: RateCounters,
  ) {}

  @Get(':cui')
  @ApiOperation({ summary: "A company's registration data and last three balance sheets from ANAF, by CUI (cached for a day)" })
  async lookup(@Param('cui') cui: string, @CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<CompanyLookup> {
    await this.throttle(user, request);
    return this.companies.lookup(cui);
  }

  @Get(':cui/answers')
  @ApiOperation({ summary: "The eligibility answers ANAF's data give (founded year, CAEN, county, employees, turnover in EUR, profit)" })
  async answers(@Param('cui') cui: string, @CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<CompanyAnswersLookup> {
    await this.throttle(user, request);
    return this.companies.answers(cui);
  }

  private async throttle(user: AuthUser, request: FastifyRequest): Promise<void> {
    await this.counters.take([
      { key: `company-data-user:${user.id}`, ...LOOKUPS_PER_USER, message: LIMIT_MESSAGE },
      addressLimit('company-data', clientInfo(request).ip, LOOKUPS_PER_ADDRESS, LIMIT_MESSAGE),
    ]);
  }
}
