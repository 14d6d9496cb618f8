import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppException } from '../../core/errors/app.exception.js';

/** 128 random bits in base64url. */
export const ESTIMATE_ID = /^[A-Za-z0-9_-]{22}$/;

/** An estimate id in the path: anything else can never be one, so it is simply not found. */
@Injectable()
export class EstimateIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !ESTIMATE_ID.test(value)) throw AppException.notFound('Evaluarea nu există.');
    return value;
  }
}
