import { Body, Controller, Get, HttpCode, Param, ParseEnumPipe, Post, Put, Req, Res } from '@nestjs/common';
import { CreatesOnce } from '../../core/idempotency/submissions.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessRequest, AccessSettings, DocumentOpening, NdaText, OwnedDealRoom, PrivateListing } from '../../contracts/deal-room.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { AppException } from '../../core/errors/app.exception.js';
import { clientAddress } from '../../core/http/client-info.js';
import { ListingIdPipe } from '../listing-core/listing-params.js';
import { sendFileDownload } from '../../core/http/file-download.js';
import { DealRoomService, type AccessDecision } from './deal-room.service.js';
import { AccessRequestDto, AccessSettingsDto } from './dto/access-request.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const requestId = (value: string) => {
  if (!UUID.test(value)) throw AppException.validation([{ field: 'id', message: 'Identificatorul cererii nu este valid.' }]);
  return value.toLowerCase();
};

/** The deal room's routes (contracts/deal-room.ts). */
@ApiTags('deal-room')
@Controller()
export class DealRoomController {
  constructor(private readonly dealRoom: DealRoomService) {}

  @Public()
  @Get('nda')
  @ApiOperation({ summary: 'The current version of the site’s standard NDA' })
  nda(): NdaText {
    return this.dealRoom.nda();
  }

  @Post('listings/:id/access-requests')
  @CreatesOnce()
  @HttpCode(201)
  @ApiOperation({ summary: 'A buyer asks for the full confidential listing, accepting the NDA' })
  request(
    @CurrentUser() user: AuthUser,
    @Param('id', ListingIdPipe) id: string,
    @Body() body: AccessRequestDto,
    @Req() request: FastifyRequest,
  ): Promise<AccessRequest> {
    return this.dealRoom.request(user, id, body, clientAddress(request) || null);
  }

  @Get('listings/:id/access-requests')
  @ApiOperation({ summary: 'The listing’s access requests (its owner and staff)' })
  requests(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string): Promise<AccessRequest[]> {
    return this.dealRoom.requestsOf(user, id);
  }

  @Get('access-requests/owned')
  @ApiOperation({ summary: 'Every confidential listing of mine with its access requests and document openings (cont/cereri-acces)' })
  owned(@CurrentUser() user: AuthUser): Promise<OwnedDealRoom[]> {
    return this.dealRoom.ownedRooms(user);
  }

  @Get('access-requests/mine')
  @ApiOperation({ summary: 'The signed-in buyer’s access requests' })
  mine(@CurrentUser() user: AuthUser): Promise<AccessRequest[]> {
    return this.dealRoom.mine(user);
  }

  @Post('access-requests/:id/:decision')
  @HttpCode(200)
  @ApiOperation({ summary: 'The listing’s owner approves, rejects or revokes a request' })
  decide(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('decision', new ParseEnumPipe(['approve', 'reject', 'revoke'], { exceptionFactory: () => AppException.notFound('Acțiunea nu există.') }))
    decision: AccessDecision,
  ): Promise<AccessRequest> {
    return this.dealRoom.decide(user, requestId(id), decision);
  }

  @Put('listings/:id/access-settings')
  @ApiOperation({ summary: 'Automatic approval of verified buyers (the listing’s owner)' })
  settings(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string, @Body() body: AccessSettingsDto): Promise<AccessSettings> {
    return this.dealRoom.settings(user, id, body);
  }

  @Get('listings/:id/private')
  @ApiOperation({ summary: 'The full confidential listing and its documents (owner, staff, approved buyers)' })
  privateListing(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string): Promise<PrivateListing> {
    return this.dealRoom.privateListing(user, id);
  }

  @Get('listings/:id/documents/:key')
  @ApiOperation({ summary: 'A private document of the listing; every opening is logged' })
  async document(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string, @Param('key') key: string, @Res() reply: FastifyReply): Promise<void> {
    const document = await this.dealRoom.openDocument(user, id, key);
    await sendFileDownload(reply, document);
  }

  @Get('listings/:id/document-openings')
  @ApiOperation({ summary: 'Who opened the listing’s documents, and when (owner and staff)' })
  openings(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string): Promise<DocumentOpening[]> {
    return this.dealRoom.openings(user, id);
  }
}
