import type { ErrorCode } from '@contracts/error-codes';
import type { TranslationMessages } from 'react-admin';
import { staffMessages, staffResources } from './ro-staff';
import { contentMessages, contentResources } from '../content/ro-content';
import { commentMenuLabel, commentResources } from '../comments/ro-comments';
import { orderMenuLabel, orderResources } from '../orders/ro-orders';
import { campaignMenuLabel, campaignResources } from '../newsletter/campaigns/ro-campaigns';
import { efacturaMenuLabel, efacturaResources } from '../efactura/ro-efactura';
import { mfaMessages } from '../mfa/ro-mfa';
import { listingStatsMessages } from '../listings/ro-listing-stats';
import { fundingFormMenuLabel, fundingFormResources } from '../funding-forms/ro-funding-forms';

/*
 * Romanian messages of the staff console: react-admin's own UI keys (`ra.*`, same keys as
 * ra-language-english), the resources' field labels (`resources.<name>.fields.*`) and the
 * console's own texts (`roafaceri.*`).
 *
 * Plurals use Polyglot's Romanian rule, three forms separated by `||||`:
 * 1 → "1 element", 0 and 2–19 (also 101–119, …) → "%{smart_count} elemente",
 * 20 and above → "%{smart_count} de elemente".
 */

/** Texts for the API's error codes. The console maps `error.code`, never parses `error.message`. */
const errors: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Datele trimise nu sunt valide. Verifică câmpurile marcate.',
  NOT_FOUND: 'Elementul căutat nu există.',
  UNAUTHENTICATED: 'Sesiunea a expirat. Autentifică-te din nou.',
  FORBIDDEN: 'Nu ai drepturi pentru această acțiune.',
  PAYLOAD_TOO_LARGE: 'Fișierul trimis este prea mare.',
  UNSUPPORTED_MEDIA_TYPE: 'Tipul fișierului nu este acceptat.',
  RATE_LIMITED: 'Prea multe cereri. Încearcă din nou peste câteva momente.',
  INTERNAL: 'A apărut o eroare pe server. Încearcă din nou.',
  SERVICE_UNAVAILABLE: 'Baza de date nu răspunde momentan. Încearcă din nou în câteva momente.',
  AUTH_INVALID_CREDENTIALS: 'Email sau parolă incorecte.',
  AUTH_TOO_MANY_ATTEMPTS: 'Prea multe încercări. Încearcă din nou mai târziu.',
  AUTH_RESET_TOKEN_INVALID: 'Linkul de resetare a parolei nu mai este valid.',
  AUTH_VERIFY_TOKEN_INVALID: 'Linkul de confirmare a adresei nu mai este valid.',
  AUTH_ACCOUNT_BLOCKED: 'Contul este blocat. Contactează un administrator.',
  AUTH_MFA_REQUIRED: 'Introdu codul din aplicația de autentificare pentru a continua.',
  AUTH_MFA_ENROLMENT_REQUIRED: 'Activează autentificarea în doi pași pentru a folosi consola.',
  AUTH_MFA_CODE_INVALID: 'Codul nu este corect sau a expirat.',
  AUTH_MFA_STATE_CONFLICT: 'Autentificarea în doi pași nu permite această acțiune în starea actuală.',
  ACCOUNT_EMAIL_TAKEN: 'Există deja un cont cu această adresă de email.',
  ACCOUNT_WRONG_PASSWORD: 'Parola actuală nu este corectă.',
  UPLOAD_EMAIL_NOT_VERIFIED: 'Adresa de email a contului trebuie confirmată înainte de a încărca documente.',
  UPLOAD_QUOTA_EXCEEDED: 'Contul și-a atins spațiul de stocare pentru fișiere.',
  PUSH_ENDPOINT_TAKEN: 'Acest browser primește deja notificări pentru alt cont.',
  LISTING_INVALID_TRANSITION: 'Anunțul nu permite această acțiune în starea actuală.',
  LISTING_EMAIL_NOT_VERIFIED: 'Proprietarul trebuie să-și confirme adresa de email înainte de a publica.',
  LISTING_LEGAL_ENTITY_ONLY: 'Doar conturile de persoană juridică pot adăuga servicii.',
  CONSULTING_INVALID_TRANSITION: 'Cererea nu poate trece din starea actuală în starea aleasă.',
};

/**
 * Labels of listing fields (`resources.<listing resource>.fields`): the common fields, the
 * columns and filters of the console, and every family's own fields (contracts/listings.ts).
 */
const listingFields = {
  id: 'ID',
  type: 'Tip',
  title: 'Titlu',
  excerpt: 'Rezumat',
  description: 'Descriere',
  gallery: 'Galerie foto',
  price: 'Preț',
  currency: 'Monedă',
  county: 'Județ',
  city: 'Localitate',
  domain: 'Domeniu',
  subdomain: 'Subdomeniu',
  category: 'Categorie',
  features: 'Facilități',
  contactName: 'Persoană de contact',
  contactPhone: 'Telefon de contact',
  contactEmail: 'Email de contact',
  owner: 'Proprietar',
  submittedAt: 'Trimis la',
  status: 'Stare',
  createdAt: 'Creat la',
  updatedAt: 'Actualizat la',
  publishedAt: 'Publicat la',
  expiresAt: 'Expiră la',
  promotedUntil: 'Promovat până la',
  moderationNote: 'Nota moderatorului',
  pendingRevision: 'Revizie în așteptare',
  q: 'Caută',
  // Deal room (confidential listings)
  confidential: 'Anunț confidențial',
  teaser: 'Descriere publică (teaser)',
  companyName: 'Denumirea firmei',
  publicFigures: 'Cifre afișate public',
  autoApproveVerified: 'Aprobare automată a cumpărătorilor verificați',
  // Businesses for sale
  businessType: 'Formă juridică',
  domainCaen: 'Cod CAEN',
  yearlyTurnover: 'Cifră de afaceri anuală',
  yearlyProfit: 'Profit anual',
  employees: 'Angajați',
  yearFounded: 'Anul înființării',
  reasonForSale: 'Motivul vânzării',
  priceIncludes: 'Prețul include',
  propertyType: 'Regimul spațiului',
  // Assets
  fuel: 'Combustibil',
  pollutionClass: 'Normă de poluare',
  manufactureYear: 'Anul fabricației',
  surfaceSqm: 'Suprafață (m²)',
  condition: 'Stare tehnică',
  // Funds and grants
  fundType: 'Tip de finanțare',
  region: 'Regiune',
  callStatus: 'Stadiul apelului',
  deadline: 'Termen limită',
  budget: 'Buget',
  grantMin: 'Grant minim',
  grantMax: 'Grant maxim',
  cofinancingPercent: 'Cofinanțare (%)',
  eligibleBeneficiaries: 'Beneficiari eligibili',
  sourceUrl: 'Sursa oficială',
  // Services
  priceUnit: 'Unitate de preț',
  coverage: 'Acoperire',
  experienceYears: 'Ani de experiență',
  website: 'Site web',
  // News
  tags: 'Etichete',
  source: 'Sursa',
  authorName: 'Autor',
  // Investment offers
  investmentKind: 'Tip de investiție',
  equityOfferedPercent: 'Participație oferită (%)',
  stage: 'Stadiu',
  expectedReturn: 'Randament așteptat',
  // Investor profiles
  investorKind: 'Tip de investitor',
  ticketMin: 'Investiție minimă',
  ticketMax: 'Investiție maximă',
  interests: 'Domenii de interes',
  portfolioSize: 'Mărimea portofoliului',
};

/** The console's own texts, also read directly by the authProvider (outside React). */
export const appMessages = {
  app: {
    title: 'Consola echipei',
    brand: 'RoAfaceri',
  },
  auth: {
    invalid_credentials: errors.AUTH_INVALID_CREDENTIALS,
    too_many_attempts: errors.AUTH_TOO_MANY_ATTEMPTS,
    not_staff: 'Contul nu are acces la consola echipei.',
    network_error: 'Serverul nu poate fi contactat. Verifică conexiunea și încearcă din nou.',
    unexpected_error: 'Autentificarea nu a reușit. Încearcă din nou.',
    wrong_code: 'Codul nu este corect sau a expirat.',
    login_subtitle: 'Consola echipei',
  },
  menu: {
    dashboard: 'Panou principal',
    profile: 'Contul meu',
    security: 'Securitate',
    moderation: 'Moderare',
    company: 'Afaceri de vânzare',
    active: 'Active',
    fund: 'Finanțări',
    service: 'Servicii',
    news: 'Noutăți',
    investment: 'Caut partener',
    investor: 'Investitori',
    comments: commentMenuLabel,
    orders: orderMenuLabel,
    efactura: efacturaMenuLabel,
    newsletter_campaigns: campaignMenuLabel,
    funding_forms: fundingFormMenuLabel,
  },
  listings: {
    index_unavailable_title: 'Lista nu este încă disponibilă',
    index_unavailable:
      'Serverul nu oferă încă lista completă a anunțurilor pe tipuri. Anunțurile care așteaptă o decizie sunt în „Moderare”.',
    index_error: 'Lista anunțurilor nu a putut fi încărcată. Încearcă din nou.',
    owner_filter: 'Proprietar (email)',
    promoted: 'Promovat',
    editor: {
      applies_now: 'Modificările tale se aplică imediat, fără moderare, și apar în jurnalul de audit.',
      details_by_owner: 'Detaliile specifice familiei (domeniu, cifre, facilități) le modifică proprietarul din contul său.',
      revision_waiting: 'Proprietarul are o modificare care așteaptă moderarea. Aprob-o sau respinge-o din pagina anunțului înainte de a edita.',
      html_help: 'Poți folosi paragrafe, text îngroșat, liste și linkuri; restul codului HTML este eliminat la salvare.',
      tags_help: 'Separate prin virgulă, de exemplu: parteneriat, finanțări',
      none: '—',
      pictures: 'Fotografii',
      pictures_help: 'JPEG, PNG, WebP sau AVIF, cel mult 20, fiecare până la 10 MB; prima este fotografia principală.',
    },
  },
  sections: {
    listings: {
      label: 'Anunțuri',
      description: 'Moderarea anunțurilor: aprobare, respingere, reînnoire și promovare.',
    },
    consulting: {
      label: 'Consultanță',
      description: 'Cererile de consultanță pentru finanțare și de rapoarte de evaluare.',
    },
    sales: {
      label: 'Vânzări',
      description: 'Pachetele de promovare, comenzile și plățile.',
    },
    content: {
      label: 'Conținut',
      description: 'Noutățile, paginile site-ului și newsletterul.',
    },
    staff: {
      label: 'Echipă și utilizatori',
      description: 'Conturile utilizatorilor (blocare, deblocare) și, pentru administratori, rolurile echipei.',
    },
  },
  dashboard: {
    greeting: 'Bun venit, %{name}!',
    role: 'Rolul tău: %{role}',
    areas_title: 'Zonele la care ai acces',
    areas_intro: 'Ca %{role}, lucrezi în următoarele zone ale consolei:',
    areas_empty: 'Rolul tău nu are încă zone atribuite în consolă.',
  },
  profile: {
    title: 'Contul meu',
    subtitle: 'Datele contului cu care ești autentificat în consolă.',
  },
  staff: staffMessages,
  content: contentMessages,
  mfa: mfaMessages,
  listing_stats: listingStatsMessages,
  errors,
} as const;

const ro: TranslationMessages = {
  ra: {
    action: {
      add_filter: 'Adaugă filtru',
      add: 'Adaugă',
      back: 'Înapoi',
      bulk_actions:
        '1 element selectat |||| %{smart_count} elemente selectate |||| %{smart_count} de elemente selectate',
      cancel: 'Anulează',
      clear_array_input: 'Golește lista',
      clear_input_value: 'Șterge valoarea',
      clone: 'Duplică',
      confirm: 'Confirmă',
      create: 'Creează',
      create_item: 'Creează %{item}',
      delete: 'Șterge',
      edit: 'Editează',
      export: 'Exportă',
      list: 'Listă',
      refresh: 'Reîmprospătează',
      remove_filter: 'Elimină acest filtru',
      remove_all_filters: 'Elimină toate filtrele',
      remove: 'Elimină',
      reset: 'Resetează',
      save: 'Salvează',
      search: 'Caută',
      search_columns: 'Caută coloane',
      select_all: 'Selectează tot',
      select_all_button: 'Selectează tot',
      select_row: 'Selectează acest rând',
      show: 'Afișează',
      sort: 'Sortează',
      undo: 'Anulează acțiunea',
      unselect: 'Deselectează',
      expand: 'Extinde',
      close: 'Închide',
      open_menu: 'Deschide meniul',
      close_menu: 'Închide meniul',
      update: 'Actualizează',
      move_up: 'Mută în sus',
      move_down: 'Mută în jos',
      open: 'Deschide',
      toggle_theme: 'Comută tema luminoasă/întunecată',
      select_columns: 'Coloane',
      update_application: 'Reîncarcă aplicația',
    },
    boolean: {
      true: 'Da',
      false: 'Nu',
      null: ' ',
    },
    page: {
      create: 'Creează %{name}',
      dashboard: 'Panou principal',
      edit: '%{name} %{recordRepresentation}',
      error: 'Ceva nu a funcționat',
      list: '%{name}',
      loading: 'Se încarcă',
      not_found: 'Pagina nu a fost găsită',
      show: '%{name} %{recordRepresentation}',
      empty: 'Nu există încă %{name}.',
      invite: 'Vrei să adaugi o înregistrare?',
      access_denied: 'Acces interzis',
      authentication_error: 'Eroare de autentificare',
    },
    input: {
      file: {
        upload_several: 'Trage aici fișierele de încărcat sau fă clic pentru a alege unul.',
        upload_single: 'Trage aici un fișier de încărcat sau fă clic pentru a-l alege.',
      },
      image: {
        upload_several: 'Trage aici imaginile de încărcat sau fă clic pentru a alege una.',
        upload_single: 'Trage aici o imagine de încărcat sau fă clic pentru a o alege.',
      },
      references: {
        all_missing: 'Datele de referință nu au fost găsite.',
        many_missing: 'Cel puțin una dintre referințele asociate nu mai pare să fie disponibilă.',
        single_missing: 'Referința asociată nu mai pare să fie disponibilă.',
      },
      password: {
        toggle_visible: 'Ascunde parola',
        toggle_hidden: 'Arată parola',
      },
    },
    message: {
      about: 'Despre',
      access_denied: 'Nu ai permisiunile necesare pentru a accesa această pagină.',
      are_you_sure: 'Sigur vrei să continui?',
      authentication_error:
        'Serverul de autentificare a returnat o eroare și datele tale nu au putut fi verificate.',
      auth_error: 'A apărut o eroare la validarea tokenului de autentificare.',
      bulk_delete_content:
        'Sigur vrei să ștergi acest element? |||| Sigur vrei să ștergi aceste %{smart_count} elemente? |||| Sigur vrei să ștergi aceste %{smart_count} de elemente?',
      bulk_delete_title:
        'Șterge %{name} |||| Șterge %{smart_count} %{name} |||| Șterge %{smart_count} de %{name}',
      bulk_update_content:
        'Sigur vrei să actualizezi %{name} %{recordRepresentation}? |||| Sigur vrei să actualizezi aceste %{smart_count} elemente? |||| Sigur vrei să actualizezi aceste %{smart_count} de elemente?',
      bulk_update_title:
        'Actualizează %{name} %{recordRepresentation} |||| Actualizează %{smart_count} %{name} |||| Actualizează %{smart_count} de %{name}',
      clear_array_input: 'Sigur vrei să golești toată lista?',
      delete_content: 'Sigur vrei să ștergi acest element?',
      delete_title: 'Șterge %{name} %{recordRepresentation}',
      details: 'Detalii',
      error: 'A apărut o eroare în aplicație și cererea nu a putut fi finalizată.',
      invalid_form: 'Formularul nu este valid. Verifică erorile.',
      loading: 'Te rugăm să aștepți',
      no: 'Nu',
      // NotFound appends the final period itself.
      not_found: 'Fie ai scris greșit adresa, fie ai urmat un link greșit',
      select_all_limit_reached:
        'Sunt prea multe elemente pentru a le selecta pe toate. Au fost selectate doar primele %{max}.',
      unsaved_changes: 'Unele modificări nu au fost salvate. Sigur vrei să renunți la ele?',
      yes: 'Da',
      placeholder_data_warning: 'Problemă de rețea: datele nu au putut fi actualizate.',
    },
    navigation: {
      clear_filters: 'Șterge filtrele',
      no_filtered_results: 'Nu există %{name} pentru filtrele curente.',
      no_results: 'Nu s-au găsit %{name}',
      no_more_results: 'Pagina %{page} nu există. Încearcă pagina anterioară.',
      page_out_of_boundaries: 'Pagina %{page} este în afara intervalului',
      page_out_from_end: 'Nu poți trece de ultima pagină',
      page_out_from_begin: 'Nu poți merge înainte de pagina 1',
      page_range_info: '%{offsetBegin}-%{offsetEnd} din %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} din peste %{offsetEnd}',
      current_page: 'Pagina %{page}',
      page: 'Mergi la pagina %{page}',
      first: 'Mergi la prima pagină',
      last: 'Mergi la ultima pagină',
      next: 'Mergi la pagina următoare',
      previous: 'Mergi la pagina anterioară',
      page_rows_per_page: 'Rânduri pe pagină:',
      skip_nav: 'Sari la conținut',
    },
    sort: {
      sort_by: 'Sortează după %{field_lower_first} %{order}',
      ASC: 'crescător',
      DESC: 'descrescător',
    },
    auth: {
      auth_check_error: 'Autentifică-te pentru a continua.',
      user_menu: 'Profil',
      username: 'Nume de utilizator',
      password: 'Parolă',
      email: 'Email',
      sign_in: 'Autentificare',
      sign_in_error: 'Autentificarea a eșuat. Încearcă din nou.',
      logout: 'Deconectare',
    },
    notification: {
      updated:
        'Element actualizat |||| %{smart_count} elemente actualizate |||| %{smart_count} de elemente actualizate',
      created: 'Element creat',
      deleted:
        'Element șters |||| %{smart_count} elemente șterse |||| %{smart_count} de elemente șterse',
      bad_item: 'Element incorect',
      item_doesnt_exist: 'Elementul nu există',
      http_error: 'Eroare de comunicare cu serverul',
      data_provider_error: 'Eroare în dataProvider. Verifică detaliile în consolă.',
      i18n_error: 'Nu s-au putut încărca traducerile pentru limba aleasă',
      canceled: 'Acțiune anulată',
      logged_out: 'Sesiunea ta s-a încheiat. Autentifică-te din nou.',
      not_authorized: 'Nu ai dreptul să accesezi această resursă.',
      application_update_available: 'Este disponibilă o versiune nouă.',
      offline: 'Nu există conexiune. Datele nu au putut fi încărcate.',
    },
    validation: {
      required: 'Obligatoriu',
      minLength: 'Trebuie să aibă cel puțin %{min} caractere',
      maxLength: 'Trebuie să aibă cel mult %{max} caractere',
      minValue: 'Trebuie să fie cel puțin %{min}',
      maxValue: 'Trebuie să fie cel mult %{max}',
      number: 'Trebuie să fie un număr',
      email: 'Trebuie să fie o adresă de email validă',
      oneOf: 'Trebuie să fie una dintre valorile: %{options}',
      regex: 'Trebuie să respecte un anumit format (expresie regulată): %{pattern}',
      unique: 'Trebuie să fie unic',
    },
    saved_queries: {
      label: 'Căutări salvate',
      query_name: 'Numele căutării',
      new_label: 'Salvează căutarea curentă...',
      new_dialog_title: 'Salvează căutarea curentă ca',
      remove_label: 'Șterge căutarea salvată',
      remove_label_with_name: 'Șterge căutarea „%{name}”',
      remove_dialog_title: 'Ștergi căutarea salvată?',
      remove_message: 'Sigur vrei să elimini acest element din lista căutărilor salvate?',
      help: 'Filtrează lista și salvează căutarea pentru mai târziu',
    },
    guesser: {
      empty: {
        title: 'Nu există date de afișat',
        message: 'Verifică furnizorul de date (dataProvider)',
      },
    },
    configurable: {
      customize: 'Personalizează',
      configureMode: 'Configurează această pagină',
      inspector: {
        title: 'Inspector',
        content: 'Treci cu mouse-ul peste elementele interfeței pentru a le configura',
        reset: 'Resetează setările',
        hideAll: 'Ascunde tot',
        showAll: 'Arată tot',
      },
      Datagrid: {
        title: 'Tabel',
        unlabeled: 'Coloana fără etichetă #%{column}',
      },
      SimpleForm: {
        title: 'Formular',
        unlabeled: 'Câmpul fără etichetă #%{input}',
      },
      SimpleList: {
        title: 'Listă',
        primaryText: 'Text principal',
        secondaryText: 'Text secundar',
        tertiaryText: 'Text terțiar',
      },
    },
  },
  // One entry per resource: `name` (singular |||| plural), `fields.<source>`, and, when needed,
  // `actions.*` and `notifications.*` (STYLE.md section 5).
  resources: {
    // The moderation queue; its `actions`, `notifications` and `show` texts serve every listing
    // screen (the buttons are shared by the queue and the family lists).
    moderation: {
      name: 'Anunț de moderat |||| Moderare |||| Moderare',
      fields: listingFields,
      actions: {
        approve: 'Aprobă',
        reject: 'Respinge',
        request_changes: 'Cere modificări',
        bulk_approve: 'Aprobă selecția',
        bulk_reject: 'Respinge selecția',
        renew: 'Reînnoiește',
        promote: 'Promovează',
        unpromote: 'Oprește promovarea',
        expire: 'Marchează expirat',
        send: 'Trimite',
        reject_title: 'Respinge anunțul „%{title}”',
        bulk_reject_title:
          'Respinge anunțul selectat |||| Respinge cele %{smart_count} anunțuri selectate |||| Respinge cele %{smart_count} de anunțuri selectate',
        reason: 'Motivul respingerii',
        reason_help: 'Proprietarul vede motivul în lista anunțurilor sale și îl primește pe email.',
        request_changes_title: 'Cere modificări pentru „%{title}”',
        message: 'Mesaj pentru proprietar',
        message_help: 'Spune-i proprietarului ce trebuie să modifice în anunț.',
        promote_title: 'Promovează anunțul „%{title}”',
        promote_until: 'Promovat până la',
        promote_help: 'Anunțul apare primul în listă până la sfârșitul zilei alese.',
        promote_future: 'Alege o dată din viitor.',
        expire_title: 'Marchezi anunțul „%{title}” ca expirat?',
        expire_content: 'Anunțul nu mai este public. Proprietarul îl poate reînnoi.',
      },
      notifications: {
        approved: 'Anunțul a fost aprobat.',
        rejected: 'Anunțul a fost respins. Proprietarul vede motivul.',
        changes_requested: 'Cererea de modificări a fost trimisă proprietarului.',
        bulk_approved:
          'Un anunț a fost aprobat. |||| %{smart_count} anunțuri au fost aprobate. |||| %{smart_count} de anunțuri au fost aprobate.',
        bulk_rejected:
          'Un anunț a fost respins. |||| %{smart_count} anunțuri au fost respinse. |||| %{smart_count} de anunțuri au fost respinse.',
        renewed: 'Anunțul a fost reînnoit pentru o nouă perioadă de publicare.',
        promoted: 'Anunțul este promovat până la %{date}.',
        unpromoted: 'Promovarea anunțului a fost oprită.',
        expired: 'Anunțul a fost marcat ca expirat.',
        not_available: 'Această acțiune nu este încă disponibilă pe server. Încearcă din nou după actualizare.',
      },
      show: {
        approved_version: 'Versiunea aprobată',
        proposed_version: 'Modificările propuse',
        new_listing: 'Anunț nou: nu are încă o versiune aprobată. Verifică toate câmpurile înainte de a-l aproba.',
        revision_intro: 'Proprietarul a modificat un anunț publicat. Versiunea aprobată rămâne publică până la decizie; câmpurile modificate sunt evidențiate.',
        changed: 'modificat',
        changed_count:
          'Un câmp modificat |||| %{smart_count} câmpuri modificate |||| %{smart_count} de câmpuri modificate',
        field: 'Câmp',
        value: 'Valoare',
        no_gallery: 'Fără imagini',
        state: 'Starea anunțului',
      },
      revision: 'revizie',
      revision_title: 'Modificare a unui anunț publicat, în așteptarea aprobării',
      all_families: 'Toate tipurile',
      empty: 'Niciun anunț nu așteaptă moderarea.',
    },
    company: { name: 'Afacere de vânzare |||| Afaceri de vânzare |||| Afaceri de vânzare', fields: listingFields },
    active: { name: 'Activ |||| Active |||| Active', fields: listingFields },
    fund: { name: 'Finanțare |||| Finanțări |||| Finanțări', fields: listingFields },
    service: { name: 'Serviciu |||| Servicii |||| Servicii', fields: listingFields },
    news: { name: 'Noutate |||| Noutăți |||| Noutăți', fields: listingFields },
    investment: { name: 'Căutare de partener |||| Caut partener |||| Caut partener', fields: listingFields },
    investor: { name: 'Investitor |||| Investitori |||| Investitori', fields: listingFields },
    ...staffResources,
    ...contentResources,
    ...commentResources,
    ...orderResources,
    ...efacturaResources,
    ...campaignResources,
    ...fundingFormResources,
    account: {
      name: 'Cont |||| Conturi |||| Conturi',
      fields: {
        id: 'ID',
        fullName: 'Nume',
        email: 'Email',
        role: 'Rol',
      },
    },
  },
  roafaceri: appMessages,
};

export default ro;
