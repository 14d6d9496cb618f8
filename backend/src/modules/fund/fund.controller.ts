import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListingType } from '../../contracts/lists.js';
import { ListingController } from '../listing-core/listing-controller.factory.js';
import { CreateFundDto, UpdateFundDto, FundListQueryDto } from './dto/fund.dto.js';

@ApiTags('fund')
@Controller('fund')
export class FundController extends ListingController({
  type: ListingType.Fund,
  create: CreateFundDto,
  update: UpdateFundDto,
  query: FundListQueryDto,
  editable: true,
  newestList: true,
}) {}
