import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { ALL_COUNTIES, COUNTIES, type County, type Locality } from '../../contracts/counties.js';
import { AppException } from '../../core/errors/app.exception.js';
import { stripDiacritics } from '../../core/text/diacritics.js';
import { compareRomanian } from '../../core/text/romanian-order.js';

/** The shape of data/localities.json, written by backend/scripts/build-localities.mjs. */
interface LocalitiesFile {
  source: string;
  license: string;
  counties: Record<string, { id: number; name: string; type: string | null; lat?: number | null; lng?: number | null }[]>;
}

interface CountyLocalities {
  list: Locality[];
  /** Folded name → locality, for lookups that ignore case and diacritics. */
  byName: Map<string, Locality>;
}

/** Where a listing is on the map: its locality's coordinates, or nulls when unknown. */
export interface Coordinates {
  latitude: number | null;
  longitude: number | null;
}

const NOWHERE: Coordinates = { latitude: null, longitude: null };

/** Reads a file of data/ (next to this file both in src, for tests, and in dist: the build copies data/). */
function readData<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')) as T;
}

export interface CountyWithLocalities {
  county: County;
  localities: Locality[];
}

const countiesById = new Map(COUNTIES.map((county) => [county.id, county]));
const sortedCounties: readonly County[] = [ALL_COUNTIES, ...[...COUNTIES].sort((a, b) => compareRomanian(a.name, b.name))];
const typePrefix = /^(municipiul|municipiu|orasul|oras|comuna|satul|sat)\s+/;

/**
 * Lower case, no diacritics (ș and ş, ț and ţ alike), hyphens as spaces, single spaces.
 * The source's stray ã and í fold to a and i like every other accented letter.
 */
export function foldName(text: string): string {
  return stripDiacritics(text)
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/** Counties and their localities: static reference data, read once from data/localities.json. */
@Injectable()
export class MasterdataService {
  private localities?: Map<number, CountyLocalities>;

  /** `Toate județele` (id 0) first, then every county by Romanian alphabetical order. */
  counties(): readonly County[] {
    return sortedCounties;
  }

  /** The county and its localities, or NOT_FOUND for id 0, unknown or malformed ids. */
  county(id: number | string): CountyWithLocalities {
    const countyId = typeof id === 'number' ? id : /^\d{1,3}$/.test(id) ? Number(id) : NaN;
    const county = countiesById.get(countyId);
    if (!county) throw AppException.notFound('Județul nu există.');
    return { county, localities: this.of(county.id).list };
  }

  /** Whether `city` names a locality of the county, ignoring case, diacritics and a 'Comuna'/'Oraș'/'Municipiul' prefix. */
  isLocalityOf(countyId: number, city: string): boolean {
    return this.find(countyId, city) !== undefined;
  }

  /** The canonical spelling of `city` in the county ('cluj napoca' → 'Cluj-Napoca'), or null when it is not one of its localities. */
  normalizeCity(countyId: number, city: string): string | null {
    return this.find(countyId, city)?.name ?? null;
  }

  /** The coordinates of `city` in the county (any spelling `normalizeCity` accepts); nulls when either is unknown. */
  coordinatesOf(countyId: number | null, city: string | null): Coordinates {
    const locality = countyId && city ? this.find(countyId, city) : undefined;
    return locality && locality.lat !== null && locality.lng !== null ? { latitude: locality.lat, longitude: locality.lng } : NOWHERE;
  }

  private find(countyId: number, city: string): Locality | undefined {
    if (typeof city !== 'string' || !countiesById.has(countyId)) return undefined;
    const { byName } = this.of(countyId);
    const folded = foldName(city);
    return byName.get(folded) ?? byName.get(folded.replace(typePrefix, ''));
  }

  private of(countyId: number): CountyLocalities {
    return this.load().get(countyId) ?? { list: [], byName: new Map() };
  }

  private load(): Map<number, CountyLocalities> {
    if (this.localities) return this.localities;
    const file = readData<LocalitiesFile>('localities.json');
    const localities = new Map<number, CountyLocalities>();
    for (const county of COUNTIES) {
      const list = (file.counties[String(county.id)] ?? []).map((entry): Locality => ({
        id: entry.id,
        name: entry.name,
        type: entry.type,
        countyId: county.id,
        lat: entry.lat ?? null,
        lng: entry.lng ?? null,
      }));
      const byName = new Map<string, Locality>();
      for (const locality of list) if (!byName.has(foldName(locality.name))) byName.set(foldName(locality.name), locality);
      localities.set(county.id, { list, byName });
    }
    this.localities = localities;
    return localities;
  }
}
