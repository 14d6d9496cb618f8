/**
 * "Comentarii" under a news article: the approved comments (author, date, text rendered as text)
 * and, for signed-in visitors, the form. The form is a plain post (it works without JavaScript);
 * its answer says the comment waits for approval. Layout uses the article's own classes plus a few
 * inline rules, so the section needs no style sheet of its own.
 */
import { useId } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { FieldError, FormMessage } from '~/components/Field';
import { useSubmitValidation } from '~/lib/form-validation';
import { SubmissionToken } from '~/lib/submission-token';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { COMMENT_TEXT_MAX } from '@contracts/comments';
import { countLabel, formatDate } from '../listings/format';
import { validateComment } from './comment-rules';
import type { CommentActionData, CommentsData } from './comments-data';

export function CommentsSection({ comments }: { comments: CommentsData }) {
  const { user } = useRootData();
  const location = useLocation();
  const headingId = useId();
  return (
    <section className="container detail-comments" aria-labelledby={headingId} data-testid="comments" style={{ paddingBlock: '2rem' }}>
      <h2 id={headingId} className="detail__heading">
        Comentarii {comments.total ? <span className="detail-comments__count">({countLabel(comments.total, 'comentariu', 'comentarii')})</span> : null}
      </h2>
      {comments.docs.length ? (
        <ol className="detail-comments__list" style={{ listStyle: 'none', padding: 0, margin: '1rem 0', display: 'grid', gap: '1rem' }}>
          {comments.docs.map((comment) => (
            <li
              key={comment.id}
              className="detail-comments__item"
              data-testid="comment"
              style={{ borderBottom: '1px solid var(--color-border, #e5e7eb)', paddingBottom: '0.75rem' }}
            >
              <p className="detail__meta">
                <strong>{comment.authorName}</strong> · <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
              </p>
              <p className="detail-comments__text" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {comment.text}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="detail-comments__empty">Nu există încă niciun comentariu. Fii primul care comentează.</p>
      )}
      {user ? (
        <CommentForm />
      ) : (
        <p className="detail-comments__login" data-testid="comments-login">
          <Link to={paths.login(location.pathname)}>Autentifică-te</Link> pentru a lăsa un comentariu.
        </p>
      )}
    </section>
  );
}

function CommentForm() {
  const actionData = useActionData<CommentActionData | { intent?: string }>();
  const result = actionData?.intent === 'comment' ? (actionData as CommentActionData) : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'comment';
  const { errors, onSubmit } = useSubmitValidation(validateComment);
  const fieldId = useId();

  if (result?.ok) {
    return (
      <div data-testid="comment-sent">
        <FormMessage kind="success">{result.message}</FormMessage>
      </div>
    );
  }
  const error = errors.text ?? (result && !result.ok ? result.fieldErrors.text : undefined);
  return (
    <Form
      method="post"
      className="form detail-comments__form"
      style={{ maxWidth: '40rem' }}
      noValidate
      onSubmit={onSubmit}
      preventScrollReset
      data-testid="comment-form"
    >
      <input type="hidden" name="intent" value="comment" />
      <SubmissionToken after={actionData} />
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={fieldId}>
          Comentariul tău
        </label>
        <textarea
          id={fieldId}
          name="text"
          className="field__input"
          rows={4}
          maxLength={COMMENT_TEXT_MAX}
          required
          defaultValue={result && !result.ok ? result.text : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
        />
        <p className="field__hint" id={`${fieldId}-hint`}>
          Comentariile apar după ce le verifică echipa noastră.
        </p>
        <FieldError id={fieldId} error={error} />
      </div>
      {result && !result.ok && result.message ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Se trimite…' : 'Trimite comentariul'}
      </button>
    </Form>
  );
}
