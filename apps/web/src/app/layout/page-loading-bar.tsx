import { useNavigation } from 'react-router';
import classes from './page-loading-bar.module.css';

export function PageLoadingBar() {
  return <div className={classes.bar} role="progressbar" aria-label="Chargement de la page" />;
}

/** Shown while the router loads a screen's code or data. */
export function RouterLoadingBar() {
  return useNavigation().state === 'idle' ? null : <PageLoadingBar />;
}
