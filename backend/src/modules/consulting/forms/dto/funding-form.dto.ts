import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { FUNDING_FORM_PROGRAMME_IDS, FUNDING_FORM_TITLE_MAX, type FundingFormProgrammeId } from '../../../../contracts/funding-forms.js';
import { TrimmedText } from '../../../../core/validation/decorators.js';

const PROGRAMME_MESSAGE = 'Alege programul de finanțare al formularului.';

/** A new form (multipart fields beside the file field `file`). */
export class CreateFundingFormDto {
  @ApiProperty({ enum: FUNDING_FORM_PROGRAMME_IDS })
  @IsIn(FUNDING_FORM_PROGRAMME_IDS, { message: PROGRAMME_MESSAGE })
  programmeId: FundingFormProgrammeId;

  @ApiProperty({ example: 'Cererea de finanțare (Anexa 1)' })
  @TrimmedText(3, FUNDING_FORM_TITLE_MAX)
  title: string;
}

/** A change of title or programme; a new file (field `file`) replaces the current one. */
export class UpdateFundingFormDto {
  @ApiPropertyOptional({ enum: FUNDING_FORM_PROGRAMME_IDS })
  @IsOptional()
  @IsIn(FUNDING_FORM_PROGRAMME_IDS, { message: PROGRAMME_MESSAGE })
  programmeId?: FundingFormProgrammeId;

  @ApiPropertyOptional()
  @IsOptional()
  @TrimmedText(3, FUNDING_FORM_TITLE_MAX)
  title?: string;
}

/** `GET /api/consulting/forms?programmeId=` and the console's filter. */
export class FundingFormsQueryDto {
  @IsOptional()
  @IsIn(FUNDING_FORM_PROGRAMME_IDS, { message: 'Programul de finanțare nu există.' })
  programmeId?: FundingFormProgrammeId;
}
