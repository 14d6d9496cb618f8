/** Romanian texts of the newsletter campaign screens; ro.ts adds them to `resources` and the menu. */
export const campaignMenuLabel = 'Campanii newsletter';

export const campaignResources = {
  'newsletter-campaigns': {
    name: 'Campanie newsletter |||| Campanii newsletter |||| Campanii newsletter',
    fields: {
      id: 'ID',
      subject: 'Subiectul emailului',
      bodyHtml: 'Conținut',
      topic: 'Trimisă abonaților la',
      topicName: 'Abonații la',
      status: 'Stare',
      statusName: 'Stare',
      createdBy: 'Scrisă de',
      sentBy: 'Trimisă de',
      createdAt: 'Creată la',
      sentAt: 'Trimisă la',
      recipients: 'Destinatari',
      sent: 'Trimise',
      failed: 'Eșuate',
      skipped: 'Omise',
      pending: 'În așteptare',
      unsubscribedAfter: 'Dezabonați după',
    },
    help: {
      body: 'Text formatat (HTML): paragrafe, titluri, liste, îngroșat, cursiv și linkuri. Restul (scripturi, stiluri, imagini) este eliminat la salvare.',
      topic: 'Campania ajunge o singură dată la fiecare abonat confirmat la acest subiect.',
    },
    show: {
      counts: 'Livrare',
      preview: 'Previzualizare (așa cum o primesc abonații)',
      preview_error: 'Previzualizarea nu a putut fi încărcată.',
      draft_note: 'Ciornă: o poți modifica, trimite ca test către tine și apoi trimite abonaților.',
    },
    actions: {
      test: 'Trimite un test la adresa mea',
      send: 'Trimite abonaților',
      send_title: 'Trimiți campania „%{subject}”?',
      send_content: 'Campania pleacă o singură dată către toți abonații confirmați la „%{topic}”. După trimitere nu mai poate fi modificată.',
    },
    notifications: {
      tested: 'Emailul de test a fost trimis la %{to}.',
      sending: 'Campania se trimite abonaților, în loturi.',
    },
  },
};
