import { ProgrammesList } from './ProgrammesList';

export { EligibilityAnswers, EligibilityResults } from './EligibilityResults';
export { FUNDING_PROGRAMMES_RESOURCE, PROGRAMMES_TITLE, eligibilityResultsOf } from './programmes-view';

/** The read-only „Programe de finanțare” screen (a list that opens each programme's rules in place). */
export const fundingProgrammes = { list: ProgrammesList, options: { label: 'Programe de finanțare' } };
