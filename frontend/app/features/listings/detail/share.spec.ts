import { MAP_ZOOM, openStreetMapUrl } from './map';
import { shareLinks } from './share';

describe('share links', () => {
  it('puts the encoded canonical URL into every link', () => {
    const url = 'https://roafaceri.ro/active/imobiliare/hala-ploiesti?x=1&y=2';
    const links = shareLinks(url, 'Hală & birouri „Ploiești”');
    expect(links.map((link) => link.id)).toEqual(['facebook', 'linkedin', 'whatsapp', 'email']);
    for (const link of links) expect(link.href).toContain(encodeURIComponent(url));
    expect(links[0].href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(links[3].href.startsWith('mailto:?subject=Hal%C4%83%20%26%20birouri')).toBe(true);
    // Nothing the title contains can add a parameter of its own.
    expect(new URL(links[2].href).searchParams.get('text')).toBe(`Hală & birouri „Ploiești” ${url}`);
  });

  it('opens OpenStreetMap at the spec zoom (16) around the point', () => {
    expect(MAP_ZOOM).toBe(16);
    expect(openStreetMapUrl(46.7712, 23.6236)).toBe('https://www.openstreetmap.org/?mlat=46.77120&mlon=23.62360#map=16/46.77120/23.62360');
  });
});
