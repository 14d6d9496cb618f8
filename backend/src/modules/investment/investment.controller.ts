import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListingType } from '../../contracts/lists.js';
import { ListingController } from '../listing-core/listing-controller.factory.js';
import { CreateInvestmentDto, UpdateInvestmentDto } from './dto/investment.dto.js';

@ApiTags('investment')
@Controller('investment')
export class InvestmentController extends ListingController({
  type: ListingType.Investment,
  create: CreateInvestmentDto,
  update: UpdateInvestmentDto,
  editable: true,
  unapproved: true,
}) {}
