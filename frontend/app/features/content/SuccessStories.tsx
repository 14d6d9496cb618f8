/** Customers' success stories (approved only, as the API serves them) and the form to send one. */
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { SuccessStory } from '@contracts/content';
import { CheckboxField, FieldError, FormMessage, TextField } from '~/components/Field';
import { useSubmitValidation } from '~/lib/form-validation';
import { SubmissionToken } from '~/lib/submission-token';
import { RATING_OPTIONS, REVIEW_HONEYPOT_FIELD, REVIEW_LIMITS, REVIEW_PHOTO_TYPES, validateReview, type ReviewField } from './review-form';
import type { ReviewActionData } from './review.server';
import { FilePicker } from '~/components/FilePicker';

const stars = (rating: number) => '★'.repeat(Math.max(1, Math.min(5, rating)));

export function StoryList({ stories }: { stories: readonly SuccessStory[] }) {
  return (
    <ul className="stories" data-testid="success-stories">
      {stories.map((story) => (
        <li key={story.name + story.quote.slice(0, 20)} className="story">
          <p className="story__rating" aria-label={`${story.rating} ${story.rating === 1 ? 'stea' : 'stele'} din 5`}>
            {stars(story.rating)}
          </p>
          <blockquote className="story__quote">„{story.quote}”</blockquote>
          <div className="story__footer">
            {story.photo ? <img className="story__photo" src={story.photo} alt="" width={48} height={48} loading="lazy" /> : null}
            <p className="story__author">
              <strong>{story.name}</strong>
              <span>{[story.company, story.city].filter(Boolean).join(', ')}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Posts to the page's own action (works without JavaScript); errors show only after a submission. */
export function ReviewForm({ actionData }: { actionData: ReviewActionData | undefined }) {
  const { errors, onSubmit } = useSubmitValidation<ReviewField>(validateReview);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const ids = { rating: useId(), text: useId(), photo: useId(), honeypot: useId() };

  if (actionData?.ok) return <FormMessage kind="success">{actionData.message}</FormMessage>;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errorOf = (field: ReviewField) => errors[field] ?? failed?.fieldErrors[field];
  const valueOf = (field: string) => failed?.values[field] ?? '';
  const aria = (id: string, field: ReviewField, hint?: boolean) => ({
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': [errorOf(field) ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined,
  });

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="form review-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Trimite o recenzie"
      data-testid="review-form"
    >
      <SubmissionToken after={actionData} />
      <div className="form__grid">
        <TextField
          label="Numele tău"
          name="name"
          autoComplete="name"
          maxLength={REVIEW_LIMITS.name.max}
          required
          defaultValue={valueOf('name')}
          error={errorOf('name')}
        />
        <TextField
          label="Firma"
          name="company"
          autoComplete="organization"
          maxLength={REVIEW_LIMITS.company.max}
          required
          defaultValue={valueOf('company')}
          error={errorOf('company')}
        />
        <TextField
          label="Localitatea (opțional)"
          name="city"
          autoComplete="address-level2"
          maxLength={REVIEW_LIMITS.city.max}
          defaultValue={valueOf('city')}
          error={errorOf('city')}
        />
        <div className={`field${errorOf('rating') ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ids.rating}>
            Nota
          </label>
          <select id={ids.rating} name="rating" className="field__input" defaultValue={valueOf('rating') || '5'} aria-required {...aria(ids.rating, 'rating')}>
            {RATING_OPTIONS.map((rating) => (
              <option key={rating} value={String(rating)}>
                {`${stars(rating)} (${rating} din 5)`}
              </option>
            ))}
          </select>
          <FieldError id={ids.rating} error={errorOf('rating')} />
        </div>
      </div>
      <div className={`field${errorOf('text') ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={ids.text}>
          Recenzia ta
        </label>
        <textarea
          id={ids.text}
          name="text"
          className="field__input"
          rows={5}
          maxLength={REVIEW_LIMITS.text.max}
          defaultValue={valueOf('text')}
          aria-required
          {...aria(ids.text, 'text', true)}
        />
        <p className="field__hint" id={`${ids.text}-hint`}>
          Cum v-am ajutat și ce ați obținut, în cel puțin {REVIEW_LIMITS.text.min} de caractere.
        </p>
        <FieldError id={ids.text} error={errorOf('text')} />
      </div>
      <div className={`field${errorOf('photo') ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={ids.photo}>
          Poza ta (opțional)
        </label>
        <FilePicker id={ids.photo} name="photo" accept={REVIEW_PHOTO_TYPES} buttonText="Alege o imagine" {...aria(ids.photo, 'photo', true)} />
        <p className="field__hint" id={`${ids.photo}-hint`}>
          JPEG, PNG, WebP sau AVIF, cel mult 10 MB.
        </p>
        <FieldError id={ids.photo} error={errorOf('photo')} />
      </div>
      <CheckboxField
        name="consent"
        value="true"
        label="Sunt de acord ca recenzia, numele, firma și poza mea să fie publicate pe site."
        error={errorOf('consent')}
      />
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={ids.honeypot}>Nu completa acest câmp</label>
        <input id={ids.honeypot} name={REVIEW_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {failed?.message ? <FormMessage kind="error">{failed.message}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Se trimite…' : 'Trimite recenzia'}
      </button>
      <p className="form__footnote">Recenzia apare pe site după ce o verifică echipa noastră.</p>
    </Form>
  );
}
