import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// A deep blue for the shell, with the orange of tow-truck beacons as the brand accent.
const plateau: MantineColorsTuple = [
  '#eef3fb',
  '#dae3f1',
  '#b0c4e4',
  '#84a4d8',
  '#5f89cd',
  '#4878c7',
  '#3b6fc5',
  '#2d5eae',
  '#24539c',
  '#16478a',
];

/**
 * Light and outline variants (state badges, 'Carte', 'Actions') write in a dark shade of their
 * colour: Mantine's default shade 6 reads at 2 to 3:1 on its tinted background, under the
 * 4.5:1 that WCAG AA asks for small text (yellow and orange were the worst).
 */
const readableVariants: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'outline') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const text = darken(input.theme.colors[parsed.color]![9], 0.3);
  return { ...colors, color: text, hoverColor: text };
};

/**
 * Secondary text ('dimmed'), placeholders and field errors at 4.5:1 or more on white and on the
 * light grey panels (Mantine's error red, red.6, reads at 3.3:1: red.9 does 5.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

const DATE_CLEAR_BUTTON = { clearButtonProps: { 'aria-label': 'Effacer la date' } };
const CLOSE_BUTTON = { closeButtonProps: { 'aria-label': 'Fermer' } };
/*
 * A select keeps its hidden list of options in the page by default (Mantine's Combobox): floating-ui
 * then places each hidden list on mount, reading the page's styles (~150 ms for the folder list's
 * filters with the CPU slowed 4×, issue 24 §6). The list is drawn when opened instead;
 * `aria-controls` names it only then.
 */
const OPTIONS_WHEN_OPENED = { comboboxProps: { keepMounted: false } };

export const theme = createTheme({
  primaryColor: 'plateau',
  colors: { plateau },
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  variantColorResolver: readableVariants,
  components: {
    Tooltip: { defaultProps: { openDelay: 300 } },
    Modal: {
      defaultProps: CLOSE_BUTTON,
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: { defaultProps: CLOSE_BUTTON },
    Notification: { defaultProps: CLOSE_BUTTON },
    // Every date field's clear button is named (screen readers otherwise read « bouton »).
    DateInput: { defaultProps: DATE_CLEAR_BUTTON },
    DateTimePicker: { defaultProps: DATE_CLEAR_BUTTON },
    DatePickerInput: { defaultProps: DATE_CLEAR_BUTTON },
    Select: { defaultProps: OPTIONS_WHEN_OPENED },
    MultiSelect: { defaultProps: OPTIONS_WHEN_OPENED },
    Autocomplete: { defaultProps: OPTIONS_WHEN_OPENED },
  },
});
