import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CreatesOnce } from '../../../core/idempotency/submissions.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ConsultingCreated } from '../../../contracts/consulting.js';
import type { CompanyAnswers, EligibilityResponse, ProgrammeSummary, SavedEligibilityCheck } from '../../../contracts/funding.js';
import type { AuthUser } from '../../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../../core/auth/decorators.js';
import { clientInfo } from '../../../core/http/client-info.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { ConsultingService } from '../consulting.service.js';
import { EligibilityCheckDto, EligibilityContactDto } from './dto/eligibility.dto.js';
import { ProgrammesService } from './programmes.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const checkId = (id: string) => {
  if (!UUID.test(id)) throw AppException.notFound('Verificarea nu există.');
  return id.toLowerCase();
};

/** The funding tools of `/api/consulting`: programmes, the multi-programme eligibility check and the user's kept checks. */
@ApiTags('consulting: funding tools')
@Controller('consulting')
export class ProgrammesController {
  constructor(
    private readonly programmes: ProgrammesService,
    private readonly consulting: ConsultingService,
  ) {}

  @Public()
  @Get('programmes')
  @ApiOperation({ summary: 'Funding programmes (rules documents) and open funding calls, with version, status, grant range and source' })
  list(): Promise<ProgrammeSummary[]> {
    return this.programmes.summaries();
  }

  @Public()
  @Post('eligibility')
  @HttpCode(200)
  @ApiOperation({ summary: 'The answers against every programme (or programmeIds): eligible first; signed in with save: true keeps the check' })
  check(@Body() input: EligibilityCheckDto, @CurrentUser() user?: AuthUser): Promise<EligibilityResponse> {
    return this.programmes.check(input.answers as CompanyAnswers, input.programmeIds, user?.id ?? null, input.save === true);
  }

  @Public()
  @Post('eligibility/request')
  @CreatesOnce()
  @HttpCode(201)
  @ApiOperation({ summary: 'Turns a check into a consulting request (kind eligibility) with the answers and the recomputed results' })
  request(@Body() input: EligibilityContactDto, @Req() request: FastifyRequest, @CurrentUser() user?: AuthUser): Promise<ConsultingCreated> {
    return this.consulting.createEligibilityRequest(
      { ...input, answers: input.answers as CompanyAnswers },
      { ip: clientInfo(request).ip, userId: user?.id ?? null },
    );
  }

  @Get('eligibility/prefill')
  @ApiOperation({ summary: "The answers a signed-in legal entity's profile gives (company name, CUI, legal form); {} otherwise" })
  prefill(@CurrentUser() user: AuthUser): Promise<CompanyAnswers> {
    return this.programmes.prefill(user.id);
  }

  @Get('eligibility/mine')
  @ApiOperation({ summary: "The signed-in user's kept checks, newest first" })
  mine(@CurrentUser() user: AuthUser): Promise<SavedEligibilityCheck[]> {
    return this.programmes.mine(user.id);
  }

  @Delete('eligibility/mine/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes one of the user’s own checks (404 otherwise)' })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.programmes.remove(user.id, checkId(id));
  }

  @Post('eligibility/mine/:id/email')
  @HttpCode(202)
  @ApiOperation({ summary: 'Emails one of the user’s own checks to them, once per call (404 otherwise)' })
  async email(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<{ message: string }> {
    await this.programmes.email(user.id, checkId(id));
    return { message: 'Am trimis rezultatul pe adresa de email a contului.' };
  }
}
