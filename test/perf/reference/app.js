// The reference page's tree: about the size of a small page (a header, a list, a button with state),
// rendered on the server and hydrated in the browser by React, like the site's pages but without them.
import { createElement as h, useState } from 'react';

const ITEMS = Array.from({ length: 24 }, (_, index) => ({ id: index + 1, title: `Anunțul de referință nr. ${index + 1}`, price: (index + 1) * 1250 }));

export function ReferenceApp() {
  const [open, setOpen] = useState(false);
  return h(
    'main',
    { style: { fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '0 auto', padding: 16 } },
    h('h1', null, 'Pagina de referință'),
    h('p', null, 'React hidratează acest arbore mic: timpul pe care îl ia arată viteza mașinii, nu a site-ului.'),
    h('button', { type: 'button', onClick: () => setOpen((value) => !value) }, open ? 'Ascunde' : 'Arată'),
    open ? h('p', null, 'Deschis.') : null,
    h(
      'ul',
      null,
      ITEMS.map((item) => h('li', { key: item.id }, h('strong', null, item.title), ` — ${item.price.toLocaleString('ro-RO')} €`)),
    ),
  );
}
