import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

export class PushKeysDto {
  @IsString()
  @MaxLength(200)
  @Matches(BASE64URL, { message: 'Cheia abonamentului nu este validă.' })
  p256dh: string;

  @IsString()
  @MaxLength(100)
  @Matches(BASE64URL, { message: 'Cheia abonamentului nu este validă.' })
  auth: string;
}

/** The browser's PushSubscription as `JSON.stringify(subscription)` gives it. */
export class PushSubscriptionDto {
  @IsString()
  @MaxLength(1000)
  endpoint: string;

  @IsOptional()
  @IsInt()
  expirationTime?: number | null;

  @IsDefined({ message: 'Câmpul este obligatoriu.' })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys: PushKeysDto;
}

export class PushEndpointDto {
  @IsString()
  @MaxLength(1000)
  endpoint: string;
}
