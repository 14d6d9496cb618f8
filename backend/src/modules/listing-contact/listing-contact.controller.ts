import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CreatesOnce } from '../../core/idempotency/submissions.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../core/auth/decorators.js';
import { clientInfo } from '../../core/http/client-info.js';
import { ListingIdPipe } from '../listing-core/listing-params.js';
import { ContactOwnerDto } from './dto/contact-owner.dto.js';
import { ListingContactService } from './listing-contact.service.js';

@ApiTags('listings')
@Controller('listings')
export class ListingContactController {
  constructor(private readonly contact: ListingContactService) {}

  /** Anyone, signed in or not; the sender's details always come from the body. */
  @Public()
  @Post(':id/contact')
  @CreatesOnce()
  @HttpCode(200)
  @ApiOperation({ summary: "Sends a visitor's message to the owner of a public listing (company, active, service, investment, investor) by email" })
  contactOwner(@Param('id', ListingIdPipe) id: string, @Body() input: ContactOwnerDto, @Req() request: FastifyRequest): Promise<{ ok: true; message: string }> {
    return this.contact.contactOwner(id, input, clientInfo(request).ip);
  }
}
