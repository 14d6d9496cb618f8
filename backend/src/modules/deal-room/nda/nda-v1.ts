import type { NdaText } from '../../../contracts/deal-room.js';

/**
 * The site's standard NDA for a confidential listing, version 2026-11. A new version is a new file
 * (nda-v2.ts, ...) added to NDA_VERSIONS; an acceptance keeps the version it was given, so its PDF
 * copy always prints the text that was accepted.
 */
export const NDA_V1: NdaText = {
  version: '2026-11',
  title: 'Acord de confidențialitate pentru accesul la informațiile unei afaceri',
  effectiveFrom: '2026-11-01',
  paragraphs: [
    'Părțile. Prezentul acord se încheie, prin acceptarea lui electronică pe platforma RoAfaceri, între titularul contului care cere accesul (denumit în continuare „Cumpărătorul”) și titularul contului care a publicat anunțul confidențial (denumit în continuare „Vânzătorul”). Părțile sunt identificate prin conturile lor RoAfaceri și prin datele pe care le-au trecut în aceste conturi.',
    '1. Scopul. Vânzătorul pune la dispoziția Cumpărătorului informații despre afacerea prezentată în anunț, exclusiv pentru ca acesta să evalueze o posibilă achiziție a afacerii, o investiție sau un parteneriat (denumit în continuare „Scopul”). Acordul nu obligă nicio parte să încheie o tranzacție.',
    '2. Informații confidențiale. Sunt confidențiale toate informațiile primite de Cumpărător prin platformă sau în legătură cu anunțul, în orice formă: denumirea și datele de identificare ale societății, localitatea, datele de contact, situațiile financiare, contractele, clienții și furnizorii, angajații, know-how-ul, documentele și imaginile private, precum și însuși faptul că afacerea este de vânzare și că părțile poartă discuții.',
    '3. Obligațiile Cumpărătorului. Cumpărătorul se obligă: (a) să folosească informațiile confidențiale numai pentru Scop; (b) să nu le dezvăluie nimănui, cu excepția consultanților săi (avocați, contabili, evaluatori, finanțatori) care au nevoie de ele pentru Scop și sunt ținuți de o obligație de confidențialitate cel puțin la fel de strictă, Cumpărătorul răspunzând pentru aceștia; (c) să le păstreze cu grija pe care o acordă propriilor informații confidențiale, dar nu mai puțin decât o grijă rezonabilă; (d) să nu contacteze angajații, clienții sau furnizorii afacerii în legătură cu tranzacția fără acordul scris al Vânzătorului; (e) să nu copieze documentele decât în măsura necesară Scopului.',
    '4. Obligațiile Vânzătorului. Vânzătorul păstrează la rândul său confidențialitatea identității Cumpărătorului și a informațiilor pe care acesta i le comunică în legătură cu interesul său pentru afacere și le folosește numai pentru discuțiile privind tranzacția.',
    '5. Excepții. Nu sunt confidențiale informațiile care: (a) erau deja publice la primire sau devin publice fără vina părții care le-a primit; (b) erau cunoscute legal de partea care le-a primit înainte de a le primi, fără obligație de confidențialitate; (c) sunt primite legal de la un terț care nu avea obligația să le păstreze confidențiale; (d) sunt dezvoltate independent, fără folosirea informațiilor confidențiale; (e) trebuie dezvăluite în temeiul legii sau la cererea unei autorități ori a unei instanțe, caz în care partea obligată o anunță pe cealaltă, dacă legea permite, și dezvăluie numai ce i se cere.',
    '6. Restituire și ștergere. La cererea Vânzătorului sau dacă Cumpărătorul renunță la tranzacție, Cumpărătorul încetează folosirea informațiilor confidențiale și distruge ori șterge copiile pe care le deține, cu excepția celor pe care legea îl obligă să le păstreze, care rămân confidențiale. Vânzătorul poate retrage oricând accesul Cumpărătorului la documentele din platformă.',
    '7. Fără alte drepturi. Dezvăluirea informațiilor nu transferă Cumpărătorului niciun drept de proprietate sau de licență asupra lor. Vânzătorul răspunde de faptul că are dreptul să le dezvăluie, dar nu garantează că sunt complete; garanțiile privind afacerea pot face obiectul numai contractului de tranzacție.',
    '8. Durata. Acordul intră în vigoare la data acceptării lui pe platformă și produce efecte timp de 2 (doi) ani de la această dată. Obligațiile de confidențialitate pentru informațiile primite în această perioadă se aplică pe toată durata ei, chiar dacă accesul este retras sau cererea este respinsă.',
    '9. Răspundere. Partea care își încalcă obligațiile din acest acord răspunde pentru prejudiciul cauzat celeilalte părți, potrivit legii. Partea prejudiciată poate cere și măsurile prevăzute de lege pentru a opri folosirea sau dezvăluirea informațiilor.',
    '10. Date personale. Platforma păstrează, ca dovadă a acceptării, versiunea acordului, data și ora acceptării, contul Cumpărătorului și adresa IP de la care s-a făcut acceptarea; nu se prelucrează alte date decât cele pe care platforma le deține deja pentru conturile părților.',
    '11. Legea aplicabilă și instanțele competente. Acordul este guvernat de legea română. Părțile încearcă să rezolve pe cale amiabilă orice neînțelegere; în lipsa unei înțelegeri, litigiul este soluționat de instanțele judecătorești competente de la sediul sau domiciliul Vânzătorului.',
    '12. Încheierea acordului. Acordul se încheie în formă electronică, prin bifarea acceptării la trimiterea cererii de acces, și are aceeași valoare ca un acord semnat. Fiecare parte primește prin email o copie PDF a acordului, cu datele acceptării.',
  ],
};

/** Every version ever offered, by version id (an acceptance prints the version it accepted). */
export const NDA_VERSIONS: Readonly<Record<string, NdaText>> = { [NDA_V1.version]: NDA_V1 };

/** The version offered to buyers now. */
export const CURRENT_NDA: NdaText = NDA_V1;
