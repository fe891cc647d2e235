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
    // Every dropdown (Select, Autocomplete, Combobox, Menu, the date pickers' popovers: all are
    // Popovers) and tooltip is positioned `fixed`, against the screen. Positioned `absolute` it
    // counts towards the page's width, and Mantine places a dropdown once before it has measured it
    // (centred on a zero width, so it sticks out to the right for a frame): on a phone's viewport
    // (isMobile) that overflow widens the layout viewport, which widens the full-screen dialog and
    // its input, whose width the dropdown copies, which widens the page again; the dropdown ran off
    // the screen, hid itself when its input left the screen, and started over: flicker, and taps
    // that landed on nothing. Fixed boxes never count towards the page's width, so this cannot start.
    Popover: { defaultProps: { floatingStrategy: 'fixed' } },
    Tooltip: { defaultProps: { floatingStrategy: 'fixed' } },
  },
});

/** Dimmed and error text are darker than Mantine's defaults so they keep a 4.5:1 contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
