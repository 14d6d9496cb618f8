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
      reportBy: 'Termen de raportare',
      atRisk: 'Risc',
    },
    kinds: { invoice: 'Factură', credit_note: 'Factură de stornare' },
    filters: { all_statuses: 'Toate stările', all_risks: 'Toate documentele', at_risk: 'La risc (nevalidate în 4 zile lucrătoare)', not_at_risk: 'Fără risc' },
    risk: {
      at_risk: 'La risc',
      deadline_passed: 'Termen depășit',
      at_risk_title: 'Nevalidată de ANAF în 4 zile lucrătoare de la emitere',
      at_risk_notice:
        'Documentul nu a fost validat de ANAF în 4 zile lucrătoare de la emitere. Termenul legal de raportare în e-Factura (5 zile lucrătoare) este %{date}: verificați mesajele ANAF de mai jos și retransmiteți-l după corectare.',
      deadline_passed_notice:
        'Termenul legal de raportare în e-Factura (5 zile lucrătoare de la emitere, până la %{date}) a trecut, iar documentul nu este validat de ANAF. Verificați mesajele ANAF de mai jos și retransmiteți-l cât mai curând.',
    },
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
