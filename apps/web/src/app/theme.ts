import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'plateau',
  colors: { plateau },
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Tooltip: { defaultProps: { openDelay: 300 } },
    Modal: { styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } } },
  },
});
