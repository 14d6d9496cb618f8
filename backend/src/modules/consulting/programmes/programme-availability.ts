import type { ProgrammeAvailability, ProgrammeStatus } from '../../../contracts/funding.js';
import type { ProgrammeDocument } from './programme-document.js';

const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];

/** 2021-01-29 → „29 ianuarie 2021” (computed by hand: the label must not depend on the server's locale data). */
export function romanianDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** A programme's status on `day` from its application window (both ends inclusive). */
export function statusOn(validFrom: string | null, validTo: string | null, day: string): ProgrammeStatus {
  if (validFrom && day < validFrom) return 'upcoming';
  if (validTo && day > validTo) return 'closed';
  return 'open';
}

/** The status of a window on `day`, with its label in Romanian. */
export function availabilityOn(
  window: { opensOn: string | null; closesOn: string | null; opensOnEstimated?: boolean; note?: string | null; source?: ProgrammeAvailability['source'] },
  day: string,
): ProgrammeAvailability {
  const status = statusOn(window.opensOn, window.closesOn, day);
  const opensOnEstimated = window.opensOnEstimated === true;
  let label: string;
  if (status === 'closed') label = `Apel închis: termenul de depunere a fost ${romanianDate(window.closesOn!)}`;
  else if (status === 'upcoming')
    label = `Apel anunțat, ${opensOnEstimated ? 'deschidere estimată' : 'se deschide pe'} ${romanianDate(window.opensOn!)}${window.closesOn ? `, termen ${romanianDate(window.closesOn)}` : ''}`;
  else label = window.closesOn ? `Apel deschis până la ${romanianDate(window.closesOn)}` : 'Apel deschis';
  return {
    status,
    canApplyNow: status === 'open',
    opensOn: window.opensOn,
    closesOn: window.closesOn,
    opensOnEstimated,
    label,
    note: window.note ?? null,
    source: window.source ?? null,
  };
}

/** A rules document's availability on `day` (a Romanian calendar day, from the clock). */
export function programmeAvailability(document: ProgrammeDocument, day: string): ProgrammeAvailability {
  return availabilityOn(
    {
      opensOn: document.validFrom,
      closesOn: document.validTo,
      opensOnEstimated: document.calendar?.opensOnEstimated,
      note: document.calendar?.note ?? null,
      source: document.calendar?.source ?? null,
    },
    day,
  );
}
