import { NewsletterList } from './NewsletterList';

/** Newsletter subscribers (admins and moderators): list with filters and the CSV export. */
export const newsletter = { list: NewsletterList };
