import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CreatesOnce } from '../../core/idempotency/submissions.js';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConsultingCreated, ConsultingEligibilityCreated, DigitalizationAnswer, MyConsultingRequest } from '../../contracts/consulting.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { clientInfo } from '../../core/http/client-info.js';
import { readFormBody } from '../../core/http/multipart.js';
import { LISTING_MAX_DOCUMENT_BYTES } from '../../contracts/listings.js';
import { AppException } from '../../core/errors/app.exception.js';
import { CONSULTING_MAX_DOCUMENTS, ConsultingService, type Sender } from './consulting.service.js';
import { MineQueryDto } from './dto/admin.dto.js';
import {
  ConsultingRequestDto,
  ContactPromoDto,
  ContactRequestDto,
  DigitalizationPointsDto,
  GrantTreiEligibilityDto,
  MindsetOwnersDto,
} from './dto/public-requests.dto.js';
import { ConsultingIdPipe } from './consulting-params.js';

const sender = (request: FastifyRequest, user: AuthUser | undefined): Sender => ({ ip: clientInfo(request).ip, userId: user?.id ?? null });

/**
 * The public consulting forms of spec section 7. Anyone may send them; a signed-in sender's
 * request is linked to their account. At most 5 stored requests per client address per hour.
 */
@ApiTags('consulting')
@Controller('consulting')
export class ConsultingController {
  constructor(private readonly consulting: ConsultingService) {}

  @Public()
  @Post()
  @CreatesOnce()
  @HttpCode(201)
  @ApiOperation({ summary: 'A general consulting request (funding, valuation, digitalisation, sale or purchase, other)' })
  create(@Body() input: ConsultingRequestDto, @Req() request: FastifyRequest, @CurrentUser() user?: AuthUser): Promise<ConsultingCreated> {
    return this.consulting.createGeneral(input, sender(request, user));
  }

  @Public()
  @Post('contact')
  @CreatesOnce()
  @HttpCode(201)
  @ApiOperation({ summary: 'The contact form' })
  contact(@Body() input: ContactRequestDto, @Req() request: FastifyRequest, @CurrentUser() user?: AuthUser): Promise<ConsultingCreated> {
    return this.consulting.createContact(input, sender(request, user));
  }

  @Public()
  @Post('contact-promo')
  @CreatesOnce()
  @HttpCode(201)
  @ApiOperation({ summary: 'An enquiry about promotion packages, optionally for one listing' })
  contactPromo(@Body() input: ContactPromoDto, @Req() request: FastifyRequest, @CurrentUser() user?: AuthUser): Promise<ConsultingCreated> {
    return this.consulting.createPromo(input, sender(request, user));
  }

  @Public()
  @Post('mindsetOwners')
  @CreatesOnce()
  @HttpCode(201)
  @ApiOperation({ summary: 'A place in the Mindset Owners programme' })
  mindsetOwners(@Body() input: MindsetOwnersDto, @Req() request: FastifyRequest, @CurrentUser() user?: AuthUser): Promise<ConsultingCreated> {
    return this.consulting.createMindsetOwners(input, sender(request, user));
  }

  @Public()
  @Post('eligibility/grant-trei')
  @CreatesOnce()
  @HttpCode(201)
  @ApiOperation({ summary: 'The eligibility check for the "grant trei" measure: stores the answers and answers with the indicative result' })
  grantTrei(@Body() input: GrantTreiEligibilityDto, @Req() request: FastifyRequest, @CurrentUser() user?: AuthUser): Promise<ConsultingEligibilityCreated> {
    return this.consulting.createGrantTreiEligibility(input, sender(request, user));
  }

  /** 200 with the points; 201 with the request's number too when contact details were sent. */
  @Public()
  @Post('calculateDigitalizarePoints')
  @CreatesOnce()
  @ApiOperation({ summary: 'Digitalisation points per criterion and in total; with fullName and email the answers are also stored as a request' })
  async digitalization(
    @Body() input: DigitalizationPointsDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentUser() user?: AuthUser,
  ): Promise<DigitalizationAnswer> {
    const answer = await this.consulting.calculateDigitalization(input, sender(request, user));
    void reply.status(answer.id ? 201 : 200);
    return answer;
  }

  @Get('mine')
  @ApiOperation({ summary: "The signed-in user's requests with their status (never internal notes)" })
  mine(@CurrentUser() user: AuthUser, @Query() query: MineQueryDto): Promise<ListResponse<MyConsultingRequest>> {
    return this.consulting.mine(user.id, query);
  }

  @Post(':id/documents')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: "Private documents (field `documents`, PDF or Office, ≤ 15 MB each) added to one of the user's own requests" })
  async addDocuments(@CurrentUser() user: AuthUser, @Param('id', ConsultingIdPipe) id: string, @Req() request: FastifyRequest): Promise<MyConsultingRequest> {
    const body = await readFormBody(request, { fileFields: ['documents'], maxFileBytes: LISTING_MAX_DOCUMENT_BYTES, maxFiles: CONSULTING_MAX_DOCUMENTS });
    const unknown = Object.keys(body.fields);
    if (unknown.length) {
      throw AppException.validation(unknown.map((field) => ({ field, message: 'Câmpul nu este permis.' })));
    }
    return this.consulting.addDocuments(
      user.id,
      id,
      body.files.map((file) => ({ filename: file.filename, buffer: file.buffer })),
    );
  }
}
