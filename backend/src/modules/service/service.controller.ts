import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListingType } from '../../contracts/lists.js';
import { ListingController } from '../listing-core/listing-controller.factory.js';
import { CreateServiceDto, UpdateServiceDto } from './dto/service.dto.js';

@ApiTags('service')
@Controller('service')
export class ServiceController extends ListingController({ type: ListingType.Service, create: CreateServiceDto, update: UpdateServiceDto, editable: true }) {}
