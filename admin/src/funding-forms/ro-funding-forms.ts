/** Romanian texts of the programmes' forms screens (ro.ts merges them into `resources` and the menu). */
export const FUNDING_FORMS_RESOURCE = 'funding-forms';

export const fundingFormMenuLabel = 'Formulare de eligibilitate';

export const fundingFormResources = {
  [FUNDING_FORMS_RESOURCE]: {
    name: 'Formular de eligibilitate |||| Formulare de eligibilitate |||| Formulare de eligibilitate',
    fields: {
      id: 'ID',
      programmeId: 'Program de finanțare',
      programmeName: 'Program de finanțare',
      title: 'Titlu',
      fileName: 'Fișier',
      typeName: 'Tip',
      size: 'Mărime',
      url: 'Descărcare',
      file: 'Fișierul formularului',
      createdAt: 'Adăugat la',
      updatedAt: 'Modificat la',
    },
    help: {
      file: 'PDF, Word (DOC, DOCX), Excel (XLS, XLSX) sau OpenDocument (ODT, ODS), cel mult 15 MB. Apare imediat pe pagina „Formulare de eligibilitate”.',
      replace: 'Alege un fișier doar dacă vrei să îl înlocuiești pe cel actual; adresa de descărcare rămâne aceeași.',
    },
    empty: 'Niciun formular încărcat. Formularele adăugate apar pe pagina publică, grupate pe programe.',
  },
};
