/** Icons of the site's topics (home page sections, listing kinds, account shortcuts). Decorative unless labelled. */
import { Svg, type IconProps } from './CommonIcons';

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Svg>
);
export const BuildingIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 21V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v17M15 9h4a1 1 0 0 1 1 1v11M2 21h20M8 7h3M8 11h3M8 15h3" />
  </Svg>
);
/** Assets for sale: a factory (machinery, production lines, buildings). */
export const FactoryIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 21V11l6 3v-3l6 3v-3l6 3V4h-3v7M2 21h20M6 17h2M11 17h2M16 17h2" />
  </Svg>
);
export const BriefcaseIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </Svg>
);
export const CoinsIcon = (p: IconProps) => (
  <Svg {...p}>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7M9 15v2c0 1.7 2.7 3 6 3s6-1.3 6-3v-5c0-1.7-2.7-3-6-3" />
  </Svg>
);
export const HandshakeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 11l4-4 4 2 3-2 3 1 6 4M2 11l6 6c1 1 2 1 3 0l1-1M22 12l-5 5c-1 1-2 1-3 0l-3-3M12 8l-3 3c-.8.8-.8 2 0 2.8.8.8 2 .8 2.8 0L14 11" />
  </Svg>
);
export const GrantIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 2l2.5 5 5.5.8-4 3.9.9 5.5L12 14.6 7.1 17.2l.9-5.5-4-3.9 5.5-.8z" />
    <path d="M8 18l-1 4 5-2 5 2-1-4" />
  </Svg>
);
export const NewsIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M7 8h10M7 12h10M7 16h6" />
  </Svg>
);
export const ChartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 3v18h18M7 15l4-4 3 3 5-6" />
  </Svg>
);
