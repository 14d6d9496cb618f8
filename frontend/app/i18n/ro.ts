import { ErrorCode } from '@contracts/error-codes';

/**
 * Romanian texts the site shows for API error codes. The site maps `error.code` to these texts
 * and never reads the API's `message` to decide anything.
 */
export const errorTexts: Record<ErrorCode | 'NETWORK', string> = {
  [ErrorCode.VALIDATION_FAILED]: 'Unele câmpuri nu sunt completate corect.',
  [ErrorCode.NOT_FOUND]: 'Informația căutată nu există.',
  [ErrorCode.UNAUTHENTICATED]: 'Trebuie să fii autentificat pentru a continua.',
  [ErrorCode.FORBIDDEN]: 'Nu ai acces la această acțiune.',
  [ErrorCode.PAYLOAD_TOO_LARGE]: 'Fișierul trimis este prea mare.',
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: 'Tipul de fișier nu este acceptat.',
  [ErrorCode.RATE_LIMITED]: 'Prea multe încercări. Te rugăm să aștepți puțin și să încerci din nou.',
  [ErrorCode.INTERNAL]: 'A apărut o eroare. Te rugăm să încerci din nou.',
  [ErrorCode.SERVICE_UNAVAILABLE]: 'Serviciul este momentan indisponibil. Încearcă din nou în câteva momente.',
  [ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE]:
    'Un serviciu extern de care depinde această operațiune (ANAF, BNR sau procesatorul de plăți) nu răspunde acum. Nu s-a schimbat nimic; încearcă din nou peste câteva minute.',
  [ErrorCode.SUBMISSION_IN_PROGRESS]: 'Aceeași cerere este încă în lucru. Reîncarcă pagina peste câteva momente și verifică dacă a fost înregistrată.',
  [ErrorCode.AUTH_INVALID_CREDENTIALS]: 'Email sau parola incorecte.',
  [ErrorCode.AUTH_TOO_MANY_ATTEMPTS]: 'Prea multe încercări de autentificare. Încearcă din nou peste câteva minute.',
  [ErrorCode.AUTH_RESET_TOKEN_INVALID]: 'Linkul de resetare a parolei nu mai este valabil. Cere un link nou.',
  [ErrorCode.AUTH_VERIFY_TOKEN_INVALID]: 'Linkul de confirmare nu mai este valabil sau a fost deja folosit.',
  [ErrorCode.AUTH_ACCOUNT_BLOCKED]: 'Contul este blocat. Scrie-ne la adresa de contact pentru detalii.',
  [ErrorCode.AUTH_MFA_REQUIRED]: 'Confirmă autentificarea cu codul din aplicația de autentificare, în consola echipei.',
  [ErrorCode.AUTH_MFA_ENROLMENT_REQUIRED]: 'Activează autentificarea în doi pași pentru a folosi consola.',
  [ErrorCode.AUTH_MFA_CODE_INVALID]: 'Codul nu este corect sau a expirat.',
  [ErrorCode.AUTH_MFA_STATE_CONFLICT]: 'Autentificarea în doi pași nu permite această acțiune în starea actuală.',
  [ErrorCode.ACCOUNT_EMAIL_TAKEN]: 'Există deja un cont cu această adresă de email.',
  [ErrorCode.ACCOUNT_WRONG_PASSWORD]: 'Parola actuală nu este corectă.',
  [ErrorCode.UPLOAD_EMAIL_NOT_VERIFIED]: 'Confirmă adresa de email înainte de a încărca documente.',
  [ErrorCode.UPLOAD_QUOTA_EXCEEDED]: 'Ai atins spațiul de stocare al contului. Șterge fișiere de care nu mai ai nevoie.',
  [ErrorCode.PUSH_ENDPOINT_TAKEN]: 'Acest browser primește deja notificări pentru alt cont.',
  [ErrorCode.LISTING_INVALID_TRANSITION]: 'Anunțul nu permite această acțiune în starea lui actuală.',
  [ErrorCode.LISTING_EMAIL_NOT_VERIFIED]: 'Confirmă adresa de email înainte de a publica un anunț.',
  [ErrorCode.LISTING_LEGAL_ENTITY_ONLY]:
    'Doar conturile de persoană juridică pot promova servicii. Completează profilul cu datele firmei pentru a adăuga un serviciu.',
  [ErrorCode.SAVED_SEARCH_LIMIT]: 'Ai atins numărul maxim de căutări salvate. Șterge o căutare de care nu mai ai nevoie ca să salvezi alta.',
  [ErrorCode.CONSULTING_INVALID_TRANSITION]: 'Cererea nu poate trece din starea actuală în starea aleasă.',
  NETWORK: 'Serviciul nu răspunde momentan. Te rugăm să încerci din nou.',
};

export const GENERIC_ERROR = errorTexts.INTERNAL;

export { validationTexts } from './ro-validation';

/** The toast shown for every failed login (spec section 8). */
export const LOGIN_FAILED_TEXT = 'Email sau parola incorecte.';

/** The persistent message shown to individual accounts that try to add a service (spec sections 5, 8). */
export const LEGAL_ENTITY_ONLY_TEXT =
  'Doar conturile de persoană juridică pot promova servicii. Completează profilul cu datele firmei (denumire și CUI) pentru a putea adăuga un serviciu.';
