import { PartialType } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { OptionalText } from '../../listing-core/dto/field-decorators.js';
import { ListingInputDto } from '../../listing-core/dto/listing-input.dto.js';
import { ListingListQueryDto } from '../../listing-core/dto/listing-list-query.dto.js';

/** A news article (staff publish these); `features` are its tags, e.g. `parteneriat`. */
export class CreateNewsDto extends ListingInputDto {
  @OptionalText(200)
  source?: string | null;

  @OptionalText(120)
  authorName?: string | null;
}

export class UpdateNewsDto extends PartialType(CreateNewsDto) {}

/** Spec: `news?tag=parteneriat` lists partnership news. */
export class NewsListQueryDto extends ListingListQueryDto {
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'Eticheta nu este validă.' })
  tag?: string;
}
