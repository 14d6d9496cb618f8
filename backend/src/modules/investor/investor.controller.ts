import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListingType } from '../../contracts/lists.js';
import { ListingController } from '../listing-core/listing-controller.factory.js';
import { CreateInvestorDto, UpdateInvestorDto } from './dto/investor.dto.js';

@ApiTags('investor')
@Controller('investor')
export class InvestorController extends ListingController({
  type: ListingType.Investor,
  create: CreateInvestorDto,
  update: UpdateInvestorDto,
  editable: true,
  unapproved: true,
}) {}
