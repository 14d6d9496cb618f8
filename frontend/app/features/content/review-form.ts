/**
 * The form that sends a success story (POST /api/masterdata/successStories): its rules, shared by
 * the browser (errors shown after submit) and the page's action (the same rules on the server, so
 * the form also works without JavaScript). The API checks everything again.
 */
import { SUCCESS_STORY_RATING_MAX, SUCCESS_STORY_RATING_MIN } from '@contracts/content';
import { validationTexts } from '~/i18n/ro';
import { compact, text, type FieldErrors } from '~/lib/validation';

export const REVIEW_TEXT_FIELDS = ['name', 'company', 'city', 'text', 'rating'] as const;
export type ReviewField = (typeof REVIEW_TEXT_FIELDS)[number] | 'consent' | 'photo';

/** Filled only by robots (hidden from people); the API refuses a review that carries it. */
export const REVIEW_HONEYPOT_FIELD = 'website';
export const REVIEW_PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/avif';
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const REVIEW_LIMITS = {
  name: { min: 2, max: 100 },
  company: { min: 2, max: 120 },
  city: { min: 2, max: 80 },
  text: { min: 20, max: 1000 },
} as const;

/** Stars offered, best first. */
export const RATING_OPTIONS = Array.from({ length: SUCCESS_STORY_RATING_MAX - SUCCESS_STORY_RATING_MIN + 1 }, (_, index) => SUCCESS_STORY_RATING_MAX - index);

function lengthError(value: string, limits: { min: number; max: number }, required: boolean): string | undefined {
  if (!value) return required ? validationTexts.required : undefined;
  if (value.length < limits.min) return `Minimum ${limits.min} caractere.`;
  if (value.length > limits.max) return `Maximum ${limits.max} caractere.`;
  return undefined;
}

export function validateReview(formData: FormData): FieldErrors<ReviewField> {
  const rating = text(formData, 'rating');
  const photo = formData.get('photo');
  return compact<ReviewField>({
    name: lengthError(text(formData, 'name'), REVIEW_LIMITS.name, true),
    company: lengthError(text(formData, 'company'), REVIEW_LIMITS.company, true),
    city: lengthError(text(formData, 'city'), REVIEW_LIMITS.city, false),
    text: lengthError(text(formData, 'text'), REVIEW_LIMITS.text, true),
    rating: RATING_OPTIONS.map(String).includes(rating) ? undefined : 'Alege o notă de la 1 la 5 stele.',
    consent: formData.get('consent') ? undefined : 'Bifează acordul pentru publicarea recenziei pe site.',
    photo: photo instanceof File && photo.size > REVIEW_PHOTO_MAX_BYTES ? 'Poza depășește 10 MB.' : undefined,
  });
}
