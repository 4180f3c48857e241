/**
 * @fileoverview Sets the page title from the matched route's metadata (app-spec 2.1: "The page
 * title is taken from route metadata"): each route's `handle.title`.
 */

import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';

/** Route metadata read by the app shell. */
export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

export function DocumentTitle() {
  const matches = useMatches();
  const title = matches.map((match) => match.handle).filter(isRouteHandle).at(-1)?.title;
  useEffect(() => {
    document.title = title === undefined ? 'Swaralipi' : `${title} · Swaralipi`;
  }, [title]);
  return <Outlet />;
}
