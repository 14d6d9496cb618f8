import { Form, Link, useNavigation } from 'react-router';
import type { ConversationThread } from '@contracts/messages';
import { FieldError, FormMessage } from '~/components/Field';
import { PageHeader, Section } from '~/components/PageLayout';
import { SubmissionToken } from '~/lib/submission-token';
import { listingPath } from '~/features/listings/families';
import { formatFileSize } from '@contracts/format-size';
import { formatMessageTime } from './format';
import { attachmentPath, MESSAGE_MAX_FILES, messagesPath, type ConversationActionData } from './paths';
import { MESSAGE_MAX_LENGTH } from '@contracts/messages';
import { FilePicker } from '~/components/FilePicker';

/** Messages keep their line breaks; they are text, never HTML. */
const MESSAGE_TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 } as const;

/**
 * `cont/mesaje/:id`: the thread, newest at the bottom, and the reply form (plain HTML form, works
 * without JavaScript), with documents; each message of the other party can be reported, and the other
 * party blocked.
 */
export function ConversationView({ thread, actionData }: { thread: ConversationThread; actionData: ConversationActionData | undefined }) {
  const { conversation, messages } = thread;
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reply';
  const reply = actionData?.intent === 'reply' ? actionData : undefined;
  const blocked = conversation.blockedByMe || conversation.blockedMe;
  const listingHref = listingPath({ type: conversation.listing.type, slug: conversation.listing.slug });

  return (
    <>
      <PageHeader
        eyebrow="Mesaje"
        title={conversation.listing.title}
        lead={`${conversation.role === 'buyer' ? 'Conversație cu vânzătorul' : 'Conversație cu cumpărătorul'} ${conversation.other.fullName}.`}
      />
      <Section>
        <p>
          <Link to={messagesPath()}>← Toate conversațiile</Link>
          {' · '}
          <Link to={listingHref}>Vezi anunțul</Link>
        </p>
        {actionData && actionData.intent !== 'reply' && actionData.intent !== 'report' ? (
          <FormMessage kind={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage>
        ) : null}
        <ol
          className="message-thread"
          aria-label="Mesajele conversației"
          data-testid="message-thread"
          style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}
        >
          {messages.map((message) => (
            <li
              key={message.id}
              className={`message${message.mine ? ' message--mine' : ''}`}
              data-message-id={message.id}
              style={{
                justifySelf: message.mine ? 'end' : 'start',
                maxWidth: '42rem',
                padding: '0.75rem 1rem',
                borderRadius: '0.75rem',
                background: message.mine ? '#eef4ff' : '#f4f4f5',
              }}
            >
              <p className="muted-text" style={{ margin: '0 0 0.25rem' }}>
                <strong>{message.mine ? 'Tu' : conversation.other.fullName}</strong> ·{' '}
                <time dateTime={message.sentAt}>{formatMessageTime(message.sentAt)}</time>
              </p>
              <p className="message__body" data-testid="message-body" style={MESSAGE_TEXT}>
                {message.body}
              </p>
              {message.attachments.length ? (
                <ul className="message__attachments" aria-label="Documente atașate">
                  {message.attachments.map((document) => (
                    <li key={document.key}>
                      <a href={attachmentPath(conversation.id, document.key)} download>
                        {document.originalName}
                      </a>{' '}
                      <span className="muted-text">({formatFileSize(document.size)})</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {message.mine ? null : (
                <details className="message__report">
                  <summary>Raportează</summary>
                  <Form method="post" className="form">
                    <input type="hidden" name="intent" value="report" />
                    <input type="hidden" name="messageId" value={message.id} />
                    <label className="field__label" htmlFor={`motiv-${message.id}`}>
                      Motivul raportării
                    </label>
                    <textarea id={`motiv-${message.id}`} name="reason" className="field__input" rows={2} maxLength={1000} required minLength={3} />
                    <button type="submit" className="button button--danger-outline button--small">
                      Trimite raportarea
                    </button>
                  </Form>
                  {actionData?.intent === 'report' && actionData.messageId === message.id ? (
                    <FormMessage kind={actionData.ok ? 'success' : 'error'}>{actionData.fieldErrors?.reason ?? actionData.message}</FormMessage>
                  ) : null}
                </details>
              )}
            </li>
          ))}
        </ol>

        {blocked ? (
          <FormMessage kind="info">
            {conversation.blockedByMe ? 'Ai blocat acest utilizator: nu vă mai puteți trimite mesaje.' : 'Acest utilizator nu mai primește mesaje de la tine.'}
          </FormMessage>
        ) : (
          <Form key={messages.length} method="post" encType="multipart/form-data" className="form" aria-label="Răspunde" data-testid="reply-form">
            <input type="hidden" name="intent" value="reply" />
            <SubmissionToken after={actionData} />
            <div className={`field${reply?.fieldErrors?.body ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor="mesaj-nou">
                Mesajul tău
              </label>
              <textarea
                id="mesaj-nou"
                name="body"
                className="field__input"
                rows={4}
                maxLength={MESSAGE_MAX_LENGTH}
                required
                aria-invalid={reply?.fieldErrors?.body ? true : undefined}
                aria-describedby={reply?.fieldErrors?.body ? 'mesaj-nou-error' : undefined}
              />
              <FieldError id="mesaj-nou" error={reply?.fieldErrors?.body} />
            </div>
            <div className={`field${reply?.fieldErrors?.attachments ? ' field--invalid' : ''}`}>
              <label className="field__label" htmlFor="atasamente">
                Documente (opțional, cel mult {MESSAGE_MAX_FILES}: PDF, Word, Excel, PowerPoint)
              </label>
              <FilePicker
                id="atasamente"
                name="attachments"
                multiple
                accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,application/pdf"
                buttonText="Alege fișierele"
              />
              <FieldError id="atasamente" error={reply?.fieldErrors?.attachments} />
            </div>
            {reply ? <FormMessage kind={reply.ok ? 'success' : 'error'}>{reply.message}</FormMessage> : null}
            <button type="submit" className="button button--primary" disabled={sending}>
              {sending ? 'Se trimite…' : 'Trimite'}
            </button>
          </Form>
        )}

        <Form method="post" className="form" style={{ marginTop: '2rem' }}>
          <input type="hidden" name="intent" value={conversation.blockedByMe ? 'unblock' : 'block'} />
          <button type="submit" className="button button--ghost button--small" data-testid="block-user">
            {conversation.blockedByMe ? 'Deblochează utilizatorul' : 'Blochează utilizatorul'}
          </button>
        </Form>
      </Section>
    </>
  );
}
