import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MESSAGE_MAX_LENGTH, type ReportMessageBody, type SendMessageBody, type StartConversationBody } from '../../../contracts/messages.js';
import { TrimmedText } from '../../../core/validation/decorators.js';
import { PageQueryDto } from '../../listing-core/dto/listing-list-query.dto.js';

/** At most this many documents per message. */
export const MESSAGE_MAX_ATTACHMENTS = 5;

/**
 * A message as typed, kept as plain text: line breaks normalised to \n, control characters (but
 * line breaks and tabs) and bidi overrides removed, trimmed. It is always shown as text.
 */
export function cleanMessageText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // Control characters and bidirectional overrides are what this removes.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
      .normalize('NFC')
      .trim()
  );
}

function MessageText(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' ? cleanMessageText(value) : value))(target, key);
    IsString({ message: 'Mesajul trebuie să fie text.' })(target, key);
    IsNotEmpty({ message: 'Scrie un mesaj.' })(target, key);
    MaxLength(MESSAGE_MAX_LENGTH, { message: `Mesajul poate avea cel mult ${MESSAGE_MAX_LENGTH} de caractere.` })(target, key);
  };
}

/** `POST /api/conversations`. */
export class StartConversationDto implements StartConversationBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Identificatorul anunțului nu este valid.' })
  listingId: string;

  @ApiProperty({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH })
  @MessageText()
  message: string;
}

/** `POST /api/conversations/{id}/messages`. */
export class SendMessageDto implements SendMessageBody {
  @ApiProperty({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH })
  @MessageText()
  body: string;

  @ApiPropertyOptional({ type: [String], description: 'Keys of documents the sender uploaded (POST /api/uploads/documents), at most 5' })
  @IsOptional()
  @IsArray({ message: 'Atașamentele trebuie trimise ca listă.' })
  @ArrayMaxSize(MESSAGE_MAX_ATTACHMENTS, { message: `Poți atașa cel mult ${MESSAGE_MAX_ATTACHMENTS} documente unui mesaj.` })
  @IsString({ each: true, message: 'Atașamentul nu este valid.' })
  @MaxLength(200, { each: true, message: 'Atașamentul nu este valid.' })
  attachments?: string[];
}

/** `POST /api/messages/{id}/report`. */
export class ReportMessageDto implements ReportMessageBody {
  @ApiProperty({ minLength: 3, maxLength: 1000 })
  @TrimmedText(3, 1000)
  reason: string;
}

/** `GET /api/admin/message-reports`: open, handled, or all (absent). */
export class MessageReportQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'Filtrul trebuie să fie true sau false.' })
  handled?: 'true' | 'false';
}
