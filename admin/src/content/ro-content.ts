/*
 * Romanian texts of the content screens. ro.ts adds `contentResources` to `resources` and
 * `contentMessages` to `roafaceri.content`.
 */

const common = {
  id: 'ID',
  q: 'Caută',
  position: 'Poziție',
  published: 'Publicat',
  createdAt: 'Creat la',
  updatedAt: 'Actualizat la',
  slug: 'Adresă (slug)',
};

export const contentResources = {
  'content-portfolio': {
    name: 'Proiect din portofoliu |||| Portofoliu |||| Portofoliu',
    fields: {
      ...common,
      group: 'Categorie',
      title: 'Titlu',
      clientType: 'Tip de client',
      sector: 'Domeniu',
      region: 'Regiune de dezvoltare',
      city: 'Localitate',
      programme: 'Program sau mandat',
      amountEur: 'Sumă (EUR)',
      year: 'An',
      result: 'Rezultat',
      category: 'Categorie',
    },
  },
  'content-partners': {
    name: 'Partener |||| Parteneri |||| Parteneri',
    fields: { ...common, group: 'Tip', name: 'Nume', kind: 'Tip', description: 'Descriere', city: 'Localitate', website: 'Site web' },
  },
  'content-featured-links': {
    name: 'Link recomandat |||| Linkuri recomandate |||| Linkuri recomandate',
    fields: { ...common, group: 'Loc', placement: 'Loc', label: 'Text', path: 'Pagina' },
  },
  'content-special-posts': {
    name: 'Articol special |||| Articole speciale |||| Articole speciale',
    fields: {
      ...common,
      group: 'Colecție',
      collection: 'Colecție',
      title: 'Titlu',
      excerpt: 'Rezumat',
      duration: 'Durată',
      priceHint: 'Preț orientativ',
      body: 'Conținut',
      deliverables: 'Ce primește clientul',
      cta: { label: 'Îndemn: text', path: 'Îndemn: pagina' },
    },
  },
  'content-team': {
    name: 'Membru al echipei |||| Echipa |||| Echipa',
    fields: { ...common, name: 'Nume', role: 'Rol', experience: 'Experiență', focus: 'Domenii de lucru' },
  },
  'content-faq': {
    name: 'Întrebare frecventă |||| Întrebări frecvente |||| Întrebări frecvente',
    fields: { ...common, group: 'Temă', topic: 'Temă', question: 'Întrebare', answer: 'Răspuns' },
  },
  'content-success-stories': {
    name: 'Poveste de succes |||| Povești de succes |||| Povești de succes',
    fields: {
      ...common,
      status: 'Stare',
      name: 'Nume',
      company: 'Firmă',
      city: 'Localitate',
      quote: 'Recenzie',
      rating: 'Notă',
      photo: 'Poză',
      photoThumbnail: 'Poză',
      source: 'Trimisă de',
      reviewStatus: 'Stare',
      reviewNote: 'Motivul respingerii',
      reviewedAt: 'Verificată la',
    },
  },
};

export const contentMessages = {
  menu: {
    portfolio: 'Portofoliu',
    partners: 'Parteneri',
    featured_links: 'Linkuri recomandate',
    special_posts: 'Articole speciale',
    team: 'Echipa',
    faq: 'Întrebări frecvente',
    success_stories: 'Povești de succes',
  },
  actions: {
    move_up: 'Mută mai sus',
    move_down: 'Mută mai jos',
    approve: 'Aprobă',
    reject: 'Respinge',
    reject_title: 'Respinge recenzia lui %{name}',
    reason: 'Motivul respingerii',
    reason_help: 'Motivul rămâne în consolă, pentru echipă.',
  },
  notifications: {
    moved: 'Ordinea a fost schimbată.',
    approved: 'Recenzia a fost aprobată și apare pe site.',
    rejected: 'Recenzia a fost respinsă și nu apare pe site.',
  },
  help: {
    slug: 'Litere mici fără diacritice, cifre și cratime; apare în adresa paginii.',
    position: '0 = prima în listă; celelalte se mută pentru a face loc.',
    path: 'O pagină a site-ului, de exemplu /portofoliu.',
    lines: 'Câte un element pe rând.',
    website: 'Adresa completă, cu https://. Lasă gol dacă nu există.',
    story_published: 'O recenzie trimisă de un vizitator se publică prin „Aprobă”.',
    plain_text: 'Text simplu: marcajele HTML sunt eliminate la salvare.',
  },
  block: {
    type: 'Tip de bloc',
    text: 'Text',
    items: 'Elementele listei',
    heading: 'Titlu',
    paragraph: 'Paragraf',
    list: 'Listă',
  },
  source: {
    visitor: 'Vizitator (formularul site-ului)',
    staff: 'Echipă',
  },
  validation: {
    slug: 'Doar litere mici fără diacritice, cifre și cratime (nu la început sau la sfârșit).',
    path: 'O pagină a site-ului, de forma /pagina.',
    website: 'Adresa trebuie să înceapă cu https://.',
  },
  yes: 'Da',
  no: 'Nu',
  empty_pending: 'Nicio recenzie nu așteaptă moderarea.',
};
