import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { LISTING_TYPES, type ListingType } from '../../../contracts/lists.js';

const LISTING_TYPE_IDS = LISTING_TYPES.map((item) => item.id);
const TYPE_MESSAGE = 'Tipul anunțului nu este valid.';
const ENTITY_ID_MESSAGE = 'Identificatorul anunțului nu este valid.';

/** One of the seven listing families; a numeric string (query string, form clients) becomes a number. */
function IsListingType(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value))(target, key);
    IsInt({ message: TYPE_MESSAGE })(target, key);
    IsIn(LISTING_TYPE_IDS, { message: TYPE_MESSAGE })(target, key);
  };
}

/**
 * `POST /api/favorite`: the spec sends the whole Favorite. Only `entityId` and `type` are used;
 * `entitySlug` and `title` are accepted for compatibility and ignored (the listing row is the source).
 */
export class AddFavoriteDto {
  @IsUUID('all', { message: ENTITY_ID_MESSAGE })
  entityId: string;

  @IsListingType()
  type: ListingType;

  @IsOptional()
  @IsString({ message: 'Valoarea trebuie să fie text.' })
  @MaxLength(180, { message: 'Maximum 180 caractere.' })
  entitySlug?: string;

  @IsOptional()
  @IsString({ message: 'Valoarea trebuie să fie text.' })
  @MaxLength(160, { message: 'Maximum 160 caractere.' })
  title?: string;
}

/** `DELETE /api/favorite/:id`: the id is the listing's (the spec's entityId). */
export class FavoriteEntityParamDto {
  @IsUUID('all', { message: ENTITY_ID_MESSAGE })
  id: string;
}

/** `DELETE /api/favorite/:id?type=N` removes only that type; without it, every type of the listing. */
export class RemoveFavoriteQueryDto {
  @IsOptional()
  @IsListingType()
  type?: ListingType;
}
