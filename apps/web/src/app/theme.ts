import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Chairside petrol: shade 7 is the primary (white text on it passes WCAG AA at 6:1). */
const brand: MantineColorsTuple = [
  '#e7f6f7', '#cfeaec', '#a0d4d9', '#6cbdc5', '#42a9b3', '#2a9ca7', '#17808b', '#0b6a74', '#075861', '#03454c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 4 },
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  headings: { fontWeight: '650' },
  components: {
    Modal: { defaultProps: { centered: true } },
  },
});

/** Dimmed and error text are darker than Mantine's defaults so they keep a 4.5:1 contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
