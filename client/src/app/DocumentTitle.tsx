/**
 * @fileoverview Sets the page title from the matched route's metadata (app-spec 2.1: "The page
 * title is taken from route metadata"; "/ ... page title is the product's editor title"): each
 * route's `handle.title`, followed by the editor title of /config.json (EDITOR_TITLE, by default
 * 'Swaralipi'); the home page (/) is titled with the editor title alone.
 */

import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { DEFAULT_CLIENT_CONFIG } from '../lib/clientConfig.ts';
import { useClientConfig } from '../lib/useClientConfig.ts';

/** Route metadata read by the app shell. */
export interface RouteHandle {
  /** The page's name, e.g. 'Login'. */
  title: string;
  /** The product's home (the editor at /): titled with the editor title alone. */
  home?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/**
 * The document title for the matched routes' handles (outermost first; the innermost handle with
 * a title wins): 'Login · Swaralipi', the editor title alone for the home page, and the editor
 * title alone when no route names itself.
 */
export function documentTitle(handles: readonly unknown[], editorTitle: string): string {
  const handle = handles.filter(isRouteHandle).at(-1);
  if (handle === undefined || handle.home === true) return editorTitle;
  return `${handle.title} · ${editorTitle}`;
}

export function DocumentTitle() {
  const matches = useMatches();
  const editorTitle = useClientConfig()?.config.editorTitle ?? DEFAULT_CLIENT_CONFIG.editorTitle;
  const title = documentTitle(
    matches.map((match) => match.handle),
    editorTitle,
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
