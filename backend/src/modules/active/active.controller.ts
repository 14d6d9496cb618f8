import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListingType } from '../../contracts/lists.js';
import { ListingController } from '../listing-core/listing-controller.factory.js';
import { CreateActiveDto, UpdateActiveDto } from './dto/active.dto.js';

@ApiTags('active')
@Controller('active')
export class ActiveController extends ListingController({ type: ListingType.Active, create: CreateActiveDto, update: UpdateActiveDto, editable: true }) {}
