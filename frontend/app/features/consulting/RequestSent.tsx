/** The submitted state of the consulting forms (spec section 4): the request's number and the acknowledgement. */
import { FormMessage } from '~/components/Field';

export function RequestSent({ number, message }: { number: string; message: string }) {
  return (
    <div data-testid="consulting-sent">
      <FormMessage kind="success">
        {message} Numărul cererii: <strong>{number}</strong>.
      </FormMessage>
    </div>
  );
}
