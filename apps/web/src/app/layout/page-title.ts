import { useMatches, type Params } from 'react-router';

/** What a route declares about itself in its `handle`. */
export interface RouteHandle {
  title?: string | ((params: Params) => string);
}

/** The deepest route's title. */
export function usePageTitle(): string {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index];
    const title = (match?.handle as RouteHandle | undefined)?.title;
    if (match && title) return typeof title === 'function' ? title(match.params) : title;
  }
  return 'Plateau';
}
