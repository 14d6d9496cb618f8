import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { USER_ROLE_FILTERS, USER_SORTS, type UserRoleFilter, type UserSort } from '../../../contracts/admin.js';
import { STAFF_ROLES, UserType, type StaffRole } from '../../../contracts/lists.js';
import { PageQueryDto, toInt } from '../../listing-core/dto/listing-list-query.dto.js';

/** Query strings: exactly `true` or `false`, anything else fails validation. */
const toBool = Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

/** `GET /api/admin/users`. */
export class UserListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name (diacritics ignored) or of the email' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Căutarea trebuie să fie text.' })
  @MaxLength(100, { message: 'Căutarea poate avea cel mult 100 de caractere.' })
  q?: string;

  @ApiPropertyOptional({ enum: USER_ROLE_FILTERS })
  @IsOptional()
  @IsIn(USER_ROLE_FILTERS, { message: 'Rolul ales nu există.' })
  role?: UserRoleFilter;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @toBool
  @IsBoolean({ message: 'Filtrul „blocat” trebuie să fie true sau false.' })
  blocked?: boolean;

  @ApiPropertyOptional({ enum: [UserType.PersoanaFizica, UserType.PersoanaJuridica] })
  @IsOptional()
  @toInt
  @IsIn([UserType.PersoanaFizica, UserType.PersoanaJuridica], { message: 'Tipul contului trebuie să fie 1 (persoană fizică) sau 2 (persoană juridică).' })
  userType?: UserType;

  @ApiPropertyOptional({ type: Boolean, description: 'Email confirmed' })
  @IsOptional()
  @toBool
  @IsBoolean({ message: 'Filtrul „email confirmat” trebuie să fie true sau false.' })
  verified?: boolean;

  @ApiPropertyOptional({ enum: USER_SORTS })
  @IsOptional()
  @IsIn(USER_SORTS, { message: 'Ordonarea aleasă nu există.' })
  sort?: UserSort;
}

/** `PUT /api/admin/users/{id}/roles`: the whole set of staff roles (empty: an ordinary user). */
export class SetRolesDto {
  @ApiProperty({ type: [String], enum: STAFF_ROLES })
  @IsArray({ message: 'Rolurile trebuie trimise ca listă.' })
  @ArrayMaxSize(STAFF_ROLES.length, { message: 'Prea multe roluri.' })
  @ArrayUnique({ message: 'Un rol apare de mai multe ori.' })
  @IsIn(STAFF_ROLES, { each: true, message: 'Rolul trebuie să fie admin, moderator sau consultant.' })
  roles: StaffRole[];
}
