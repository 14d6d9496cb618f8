import type { ErrorCode } from '@contracts/error-codes';
import type { TranslationMessages } from 'react-admin';

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
  AUTH_INVALID_CREDENTIALS: 'Email sau parolă incorecte.',
  AUTH_TOO_MANY_ATTEMPTS: 'Prea multe încercări. Încearcă din nou mai târziu.',
  AUTH_RESET_TOKEN_INVALID: 'Linkul de resetare a parolei nu mai este valid.',
  AUTH_VERIFY_TOKEN_INVALID: 'Linkul de confirmare a adresei nu mai este valid.',
  AUTH_ACCOUNT_BLOCKED: 'Contul este blocat. Contactează un administrator.',
  ACCOUNT_EMAIL_TAKEN: 'Există deja un cont cu această adresă de email.',
  ACCOUNT_WRONG_PASSWORD: 'Parola actuală nu este corectă.',
  LISTING_INVALID_TRANSITION: 'Anunțul nu permite această acțiune în starea actuală.',
  LISTING_EMAIL_NOT_VERIFIED: 'Proprietarul trebuie să-și confirme adresa de email înainte de a publica.',
  LISTING_LEGAL_ENTITY_ONLY: 'Doar conturile de persoană juridică pot adăuga servicii.',
  CONSULTING_INVALID_TRANSITION: 'Cererea nu poate trece din starea actuală în starea aleasă.',
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
    login_subtitle: 'Consola echipei',
  },
  menu: {
    dashboard: 'Panou principal',
    profile: 'Contul meu',
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
      description: 'Conturile utilizatorilor și rolurile membrilor echipei.',
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
  // `actions.*` and `notifications.*` (STYLE.md section 5). Resources come with later issues.
  resources: {
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
