import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListingType } from '../../contracts/lists.js';
import { ListingController } from '../listing-core/listing-controller.factory.js';
import { CreateNewsDto, UpdateNewsDto, NewsListQueryDto } from './dto/news.dto.js';

@ApiTags('news')
@Controller('news')
export class NewsController extends ListingController({ type: ListingType.News, create: CreateNewsDto, update: UpdateNewsDto, query: NewsListQueryDto, editable: false }) {}
