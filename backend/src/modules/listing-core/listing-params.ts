import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,178}[a-z0-9])?$/;

/** A listing id in the path: a malformed one is a 400 with a field message. */
@Injectable()
export class ListingIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw AppException.validation([{ field: 'id', message: 'Identificatorul anunțului nu este valid.' }]);
    return value.toLowerCase();
  }
}

/** A slug in the path: anything that could never be a slug is simply not found. */
@Injectable()
export class ListingSlugPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !SLUG.test(value)) throw AppException.notFound('Anunțul nu există sau nu mai este publicat.');
    return value;
  }
}
