import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A report id in the path: a malformed one is a 400 with a field message. */
@Injectable()
export class ValuationReportIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw AppException.validation([{ field: 'id', message: 'Identificatorul raportului nu este valid.' }]);
    return value.toLowerCase();
  }
}

/** `?version=N`: absent means the latest; otherwise a whole number from 1. */
@Injectable()
export class ReportVersionPipe implements PipeTransform<unknown, number | undefined> {
  transform(value: unknown): number | undefined {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !/^[1-9]\d{0,3}$/.test(value))
      throw AppException.validation([{ field: 'version', message: 'Versiunea trebuie să fie un număr întreg de la 1.' }]);
    return Number(value);
  }
}
