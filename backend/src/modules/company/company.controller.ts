import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListingType } from '../../contracts/lists.js';
import { ListingController } from '../listing-core/listing-controller.factory.js';
import { CreateCompanyDto, UpdateCompanyDto } from './dto/company.dto.js';

@ApiTags('company')
@Controller('company')
export class CompanyController extends ListingController({ type: ListingType.Company, create: CreateCompanyDto, update: UpdateCompanyDto, editable: true }) {}
