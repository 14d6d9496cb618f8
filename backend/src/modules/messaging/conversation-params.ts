import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A conversation, message or report id in the path: anything that is not an id is simply not found. */
@Injectable()
export class MessagingIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw AppException.notFound('Conversația nu există.');
    return value.toLowerCase();
  }
}
