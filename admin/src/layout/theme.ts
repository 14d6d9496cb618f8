/**
 * The console's MUI theme in the site's colours and font (layout/brand.ts reads them from the site's
 * tokens.css): react-admin's light theme with the site's blue as primary and its amber as secondary,
 * and a dark variant (react-admin's toggle in the app bar) with the same blue lightened to read on dark.
 */
import { lighten } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { BRAND } from './brand';

/**
 * File and image fields (react-admin's FileInput, ImageInput) as the site's file pickers look: a
 * dashed drop zone in the brand's blue with the keyboard focus ring of the site; texts are ro.ts's.
 */
function dropZone(border: string, background: string) {
  return {
    RaFileInput: {
      styleOverrides: {
        root: {
          '& .RaFileInput-dropZone': {
            border: `2px dashed ${border}`,
            background,
            padding: '1rem',
            cursor: 'pointer',
            fontWeight: 600,
            '&:hover': { borderStyle: 'solid' },
            '&:focus-visible': { outline: `3px solid ${BRAND.focus}`, outlineOffset: '2px' },
          },
        },
      },
    },
  };
}

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: BRAND.primary, dark: BRAND.primaryDark, light: BRAND.primarySoft, contrastText: '#fff' },
    secondary: { main: BRAND.accent, dark: BRAND.accentDark, contrastText: BRAND.text },
    error: { main: BRAND.danger },
    success: { main: BRAND.success },
    text: { primary: BRAND.text, secondary: BRAND.muted },
    background: { ...defaultLightTheme.palette?.background, default: BRAND.background },
  },
  shape: { borderRadius: BRAND.radius },
  typography: { ...defaultLightTheme.typography, fontFamily: BRAND.font },
  components: {
    ...defaultLightTheme.components,
    ...dropZone(BRAND.primary, BRAND.primarySoft),
    // The console's bar is the site's blue (react-admin's bar takes the secondary colour unless told).
    RaAppBar: { defaultProps: { color: 'primary' } },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: lighten(BRAND.primary, 0.6) },
    secondary: { main: BRAND.accent, contrastText: BRAND.text },
  },
  shape: { borderRadius: BRAND.radius },
  typography: { ...defaultDarkTheme.typography, fontFamily: BRAND.font },
  components: {
    ...defaultDarkTheme.components,
    ...dropZone(lighten(BRAND.primary, 0.6), 'transparent'),
    RaAppBar: { defaultProps: { color: 'primary' } },
  },
};
