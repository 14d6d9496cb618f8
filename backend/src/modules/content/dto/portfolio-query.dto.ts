import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PORTFOLIO_CATEGORIES, type PortfolioCategory } from '../../../contracts/content.js';

const CATEGORY_IDS = PORTFOLIO_CATEGORIES.map((category) => category.id);

/** `GET /api/masterdata/portfolio` query: an optional category; unknown parameters are refused. */
export class PortfolioQueryDto {
  @ApiPropertyOptional({ enum: CATEGORY_IDS })
  @IsOptional()
  @IsIn(CATEGORY_IDS, { message: 'Categoria trebuie să fie una dintre: finantare, tranzactie, evaluare.' })
  category?: PortfolioCategory;
}
