/**
 * Small inline SVG icons (no icon font, no extra requests) of the listing pages; the shell's icons
 * are in CommonIcons.tsx (re-exported here), the others in ContactIcons.tsx, TopicIcons.tsx and
 * AccountIcons.tsx, so each page's scripts carry only the icons it shows. Decorative unless labelled.
 */
import { Svg, type IconProps } from './CommonIcons';

export * from './CommonIcons';

export const HeartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z" />
  </Svg>
);
export const ArrowRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12h14M13 5l7 7-7 7" />
  </Svg>
);
export const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12l5 5 9-11" />
  </Svg>
);
export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </Svg>
);
