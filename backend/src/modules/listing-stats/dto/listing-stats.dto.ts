import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { LISTING_STATS_DEFAULT_DAYS, LISTING_STATS_MAX_DAYS } from '../../../contracts/listing-stats.js';
import { toInt } from '../../listing-core/dto/listing-list-query.dto.js';

const DAYS_MESSAGE = `Perioada trebuie să fie între 1 și ${LISTING_STATS_MAX_DAYS} de zile.`;

/** `?days=`: the period, ending today (Europe/Bucharest). */
export class ListingStatsQueryDto {
  @ApiPropertyOptional({ default: LISTING_STATS_DEFAULT_DAYS, minimum: 1, maximum: LISTING_STATS_MAX_DAYS })
  @IsOptional()
  @toInt
  @IsInt({ message: DAYS_MESSAGE })
  @Min(1, { message: DAYS_MESSAGE })
  @Max(LISTING_STATS_MAX_DAYS, { message: DAYS_MESSAGE })
  days?: number;
}
