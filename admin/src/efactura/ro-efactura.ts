/** Romanian texts of the e-Factura screens; ro.ts adds them to `resources` and `roafaceri.menu`. */
export const efacturaResources = {
  efactura: {
    name: 'Factură e-Factura |||| e-Factura |||| e-Factura',
    fields: {
      number: 'Număr',
      kind: 'Document',
      buyerName: 'Cumpărător',
      orderNumber: 'Comanda',
      totalCents: 'Total',
      status: 'Stare e-Factura',
      message: 'Mesajele ANAF',
      uploadId: 'Index încărcare',
      downloadId: 'Id descărcare',
      attempt: 'Transmiterea nr.',
      issuedAt: 'Emisă la',
      updatedAt: 'Actualizată la',
      q: 'Număr sau cumpărător',
    },
    kinds: { invoice: 'Factură', credit_note: 'Factură de stornare' },
    filters: { all_statuses: 'Toate stările' },
    empty: 'Nicio factură în această stare.',
    disabled_notice: 'e-Factura nu este configurată (EFACTURA_API_URL și datele OAuth2 lipsesc): facturile nu sunt transmise la ANAF.',
    actions: {
      retry: 'Retransmite la ANAF',
      retry_title: 'Retransmiți factura %{number} la ANAF?',
      retry_help: 'Factura este încărcată din nou în SPV, iar starea ei se actualizează după răspunsul ANAF.',
      confirm: 'Retransmite',
      open_order: 'Deschide comanda',
    },
    notifications: { retried: 'Factura a fost pusă din nou la transmis.' },
  },
};

export const efacturaMenuLabel = 'e-Factura';
