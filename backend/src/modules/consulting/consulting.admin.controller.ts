import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsultingAssignee } from '../../contracts/admin.js';
import type { ConsultingDocumentView, ConsultingNoteView, StaffConsultingDetail, StaffConsultingRequest } from '../../contracts/consulting.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { ConsultingAdminService } from './consulting-admin.service.js';
import { ConsultingIdPipe } from './consulting-params.js';
import { AssignConsultingDto, ChangeConsultingStatusDto, ConsultingListQueryDto, ConsultingNoteDto } from './dto/admin.dto.js';

/** The consultants' console API: consultants and admins; moderators and users get 403. */
@ApiTags('admin: consulting')
@Roles('consultant', 'admin')
@Controller('admin/consulting')
export class ConsultingAdminController {
  constructor(private readonly consulting: ConsultingAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Requests with filters (status, kind, assigned, q, from, to), sort and page' })
  list(@Query() query: ConsultingListQueryDto, @CurrentUser() staff: AuthUser): Promise<ListResponse<StaffConsultingRequest>> {
    return this.consulting.list(query, staff);
  }

  @Get('assignees')
  @ApiOperation({ summary: 'Active consultants and admins a request can be assigned to' })
  assignees(): Promise<ConsultingAssignee[]> {
    return this.consulting.assignees();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One request with its internal notes and documents' })
  get(@Param('id', ConsultingIdPipe) id: string): Promise<StaffConsultingDetail> {
    return this.consulting.get(id);
  }

  @Get(':id/documents')
  @ApiOperation({ summary: "The client's documents; each downloads from its private url" })
  documents(@Param('id', ConsultingIdPipe) id: string): Promise<ConsultingDocumentView[]> {
    return this.consulting.documents(id);
  }

  @Post(':id/assign')
  @HttpCode(200)
  @ApiOperation({ summary: 'Assigns a consultant or admin (consultantId), or unassigns (null)' })
  assign(@Param('id', ConsultingIdPipe) id: string, @Body() body: AssignConsultingDto, @CurrentUser() staff: AuthUser): Promise<StaffConsultingDetail> {
    return this.consulting.assign(id, body.consultantId, staff);
  }

  @Post(':id/status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Moves the request to an allowed status; the client is emailed once per change' })
  status(@Param('id', ConsultingIdPipe) id: string, @Body() body: ChangeConsultingStatusDto, @CurrentUser() staff: AuthUser): Promise<StaffConsultingDetail> {
    return this.consulting.changeStatus(id, body.status, body.message, staff);
  }

  @Post(':id/notes')
  @HttpCode(201)
  @ApiOperation({ summary: 'Adds an internal note (never shown to the client)' })
  addNote(@Param('id', ConsultingIdPipe) id: string, @Body() body: ConsultingNoteDto, @CurrentUser() staff: AuthUser): Promise<ConsultingNoteView> {
    return this.consulting.addNote(id, body.text, staff);
  }
}
