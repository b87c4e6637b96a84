/** Dates the server writes for people (workflow texts, PDF): DD/MM/YYYY HH:mm, Paris time. */
const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

export const formatParisDateTime = (date: Date | string | number): string =>
  parisDateTime.format(new Date(date)).replace(',', '');
