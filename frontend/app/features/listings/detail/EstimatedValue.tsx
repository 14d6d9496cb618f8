/** The company listing's „Valoare estimată” card: the range, the mid value and the way to the method. */
import { Link } from 'react-router';
import type { EstimatedValueView } from './estimated-value';

export function EstimatedValue({ value }: { value: EstimatedValueView }) {
  return (
    <div className="detail-card" data-testid="estimated-value">
      <p className="detail-card__title">Valoare estimată</p>
      <p className="estimated-value__range">{value.range}</p>
      <p>
        Valoare de mijloc: <strong>{value.mid}</strong>
        {value.date ? `, estimare din ${value.date}` : ''}.
      </p>
      <p className="muted-text">Estimare automată din cifrele firmei, adăugată de vânzător; nu este un raport de evaluare.</p>
      <Link to={value.methodPath} className="link">
        Vezi cum a fost calculată
      </Link>
    </div>
  );
}
