/** Share links of a detail page; every one carries the canonical absolute URL of the listing. */
export interface ShareLink {
  id: 'facebook' | 'linkedin' | 'whatsapp' | 'email';
  label: string;
  href: string;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const enc = encodeURIComponent;
  return [
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${enc(`${title} ${url}`)}` },
    { id: 'email', label: 'E-mail', href: `mailto:?subject=${enc(title)}&body=${enc(`${title}\n${url}`)}` },
  ];
}
