import { IsString, Matches } from 'class-validator';
import { DATA_EXPORT_TOKEN_PATTERN } from '../../../contracts/privacy.js';

const INVALID = 'Linkul de descărcare nu este valid. Deschide-l din nou din email.';

/** The emailed link's token (query of the page's check, body of the download). */
export class DataExportTokenDto {
  @IsString({ message: INVALID })
  @Matches(DATA_EXPORT_TOKEN_PATTERN, { message: INVALID })
  token: string;
}
