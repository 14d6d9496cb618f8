import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppException } from '../../../core/errors/app.exception.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A form id in the path: a malformed one is a 400 with a field message. */
@Injectable()
export class FundingFormIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !UUID.test(value))
      throw AppException.validation([{ field: 'id', message: 'Identificatorul formularului nu este valid.' }]);
    return value.toLowerCase();
  }
}
