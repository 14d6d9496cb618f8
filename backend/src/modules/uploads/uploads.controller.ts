import { Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LISTING_MAX_DOCUMENT_BYTES,
  LISTING_MAX_DOCUMENTS,
  LISTING_MAX_IMAGE_BYTES,
  LISTING_MAX_IMAGES,
  type GalleryImage,
  type ListingDocument,
} from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { readFormBody, type MultipartLimits, type UploadedFile } from '../../core/http/multipart.js';
import { validateDto } from '../../core/validation/validation.pipe.js';
import { UploadTargetDto } from './dto/upload-target.dto.js';
import { UploadsService, type IncomingFile } from './uploads.service.js';
import { sendFileDownload } from '../../core/http/file-download.js';
import { CreatesOnce } from '../../core/idempotency/submissions.js';

const IMAGE_LIMITS: MultipartLimits = { fileFields: ['images'], maxFileBytes: LISTING_MAX_IMAGE_BYTES, maxFiles: LISTING_MAX_IMAGES };
// Per-request limits override the global ones of create-app.ts (10 MB, 20 files), so 15 MB works here.
const DOCUMENT_LIMITS: MultipartLimits = { fileFields: ['documents'], maxFileBytes: LISTING_MAX_DOCUMENT_BYTES, maxFiles: LISTING_MAX_DOCUMENTS };

const toIncoming = (files: UploadedFile[]): IncomingFile[] => files.map((file) => ({ filename: file.filename, buffer: file.buffer }));

@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** With a key (a form's files sent with it, without JavaScript): sent again, the same pictures answer. */
  @Post('images')
  @CreatesOnce({ form: IMAGE_LIMITS })
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  async uploadImages(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<{ images: GalleryImage[] }> {
    const { files, listingId } = await this.receive(user, request, IMAGE_LIMITS);
    return { images: await this.uploads.storeImages(user.id, files, { listingId }) };
  }

  @Post('documents')
  @CreatesOnce({ form: DOCUMENT_LIMITS })
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  async uploadDocuments(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<{ documents: ListingDocument[] }> {
    const { files, listingId } = await this.receive(user, request, DOCUMENT_LIMITS);
    return { documents: await this.uploads.storeDocuments(user.id, files, { listingId }) };
  }

  /** Public and immutable: a new picture always gets a new key. */
  @Public()
  @Get('images/:file')
  async image(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const image = await this.uploads.openImage(file);
    await reply
      .header('content-type', 'image/webp')
      .header('content-length', String(image.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(image.stream);
  }

  @Get('documents/:key')
  async document(@CurrentUser() user: AuthUser, @Param('key') key: string, @Res() reply: FastifyReply): Promise<void> {
    const document = await this.uploads.openDocument(user, key);
    await sendFileDownload(reply, document);
  }

  @Delete(':key')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('key') key: string): Promise<void> {
    await this.uploads.deleteUnattached(user.id, key);
  }

  /** The uploaded files and the optional target listing, which the user must be allowed to add to. */
  private async receive(user: AuthUser, request: FastifyRequest, limits: MultipartLimits): Promise<{ files: IncomingFile[]; listingId?: string }> {
    const body = await readFormBody(request, limits);
    const { listingId } = await validateDto(UploadTargetDto, body.fields);
    if (listingId) await this.uploads.assertMayUploadTo(user, listingId);
    return { files: toIncoming(body.files), listingId };
  }
}
