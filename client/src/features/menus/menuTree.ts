/**
 * @fileoverview The main menu (app-spec 2.3) as data: each item has a label, a numeric weight that
 * orders it among its siblings ("Menu tree children are ordered by a numeric weight"), what
 * choosing it does (open a wizard task, or go to a page), and who may see it: a permission
 * (app-spec 6: 'Archive Songs' for the publish menu), or the admin role (DESIGN.md 4, in place
 * of "one specific admin user name": Tools). Items whose page arrives with a later issue are
 * marked `later` and hidden until then (visibleMenu.ts). Declarative records, as STYLE.md 10 asks
 * of menu commands.
 */

import type { WizardTaskId } from '../wizard/wizardStore.ts';

/** What choosing a menu item does. */
export type MenuAction = { kind: 'wizard'; task: WizardTaskId } | { kind: 'route'; path: string };

export interface MenuItem {
  id: string;
  label: string;
  /** Orders siblings, smallest first. */
  weight: number;
  action?: MenuAction;
  /** Shown only to users holding this permission (app-spec 6). */
  permission?: string;
  /** Shown only to users with the admin role. */
  admin?: boolean;
  /** The page of a later issue: hidden until the page exists. */
  later?: boolean;
  children?: readonly MenuItem[];
}

const wizard = (task: WizardTaskId): MenuAction => ({ kind: 'wizard', task });
const route = (path: string): MenuAction => ({ kind: 'route', path });

/** The main menu of app-spec 2.3, with its wizard tasks and pages. */
export const MAIN_MENU: readonly MenuItem[] = [
  {
    id: 'transcribe',
    label: 'Transcribe',
    weight: 10,
    children: [
      { id: 'open-image', label: 'Open image', weight: 10, action: wizard('open-image') },
      { id: 'open-recent', label: 'Open recent transcription', weight: 20, action: wizard('open-recent') },
      { id: 'go-to-song', label: 'Go to song', weight: 30, action: wizard('go-to-song') },
      { id: 'open-knum', label: 'Open K number', weight: 40, action: wizard('open-knum') },
      { id: 'open-abc-file', label: 'Open ABC file', weight: 50, action: wizard('open-abc-file') },
      { id: 'build-header', label: 'Build ABC header', weight: 60, action: wizard('new-transcription') },
      { id: 'match-song', label: 'Match song', weight: 70, action: wizard('match-image') },
      { id: 'save-abc-file', label: 'Save to ABC file', weight: 80, action: wizard('save-abc-file') },
      { id: 'logout', label: 'Logout', weight: 90, action: wizard('logout') },
    ],
  },
  { id: 'search', label: 'Search', weight: 20, action: route('/search'), later: true },
  {
    id: 'song-lists',
    label: 'Song Lists',
    weight: 30,
    children: [
      { id: 'recent-edits', label: 'Recent Edits', weight: 10, action: route('/song-lists'), later: true },
      { id: 'current-list', label: 'Current List', weight: 20, action: route('/song-lists'), later: true },
      { id: 'incomplete-songs', label: 'Incomplete Songs', weight: 30, action: route('/song-lists'), later: true },
    ],
  },
  { id: 'songbooks', label: 'Songbooks', weight: 40, action: route('/songbooks'), later: true },
  { id: 'publish', label: 'Publish', weight: 50, action: route('/publish'), permission: 'Archive Songs', later: true },
  {
    id: 'documentation',
    label: 'Documentation',
    weight: 60,
    action: route('/wiki'),
    later: true,
    children: [{ id: 'reports', label: 'Reports', weight: 10, action: route('/reports'), later: true }],
  },
  {
    id: 'tools',
    label: 'Tools',
    weight: 70,
    admin: true,
    children: [
      { id: 'about', label: 'About', weight: 10, action: wizard('about') },
      { id: 'settings', label: 'Settings', weight: 20, action: route('/settings'), later: true },
      { id: 'push', label: 'Push', weight: 30, action: wizard('push-changes'), later: true },
      { id: 'update-program', label: 'Update Program', weight: 40, action: wizard('update-program'), later: true },
      { id: 'workflow-states', label: 'Edit Workflow States', weight: 50, action: route('/workflow_settings'), later: true },
      { id: 'cron', label: 'Cron', weight: 60, action: route('/cronadmin'), later: true },
    ],
  },
];
