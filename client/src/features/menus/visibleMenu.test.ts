import { describe, expect, it } from 'vitest';
import { MAIN_MENU, type MenuItem } from './menuTree.ts';
import { menuOutline, visibleMenu } from './visibleMenu.ts';

const editor = { permissions: ['Archive Songs', 'Print Archive', 'Edit Wiki'], isAdmin: false };
const admin = { permissions: ['Archive Songs', 'Print Archive', 'Approve Bengali', 'Edit Wiki'], isAdmin: true };

describe('visible menu', () => {
  it('shows an editor the Transcribe menu with its wizard tasks, in weight order, and hides pages of later issues', () => {
    expect(menuOutline(visibleMenu(MAIN_MENU, editor))).toEqual([
      'Transcribe',
      'Transcribe > Open image',
      'Transcribe > Open recent transcription',
      'Transcribe > Go to song',
      'Transcribe > Open K number',
      'Transcribe > Open ABC file',
      'Transcribe > Build ABC header',
      'Transcribe > Match song',
      'Transcribe > Save to ABC file',
      'Transcribe > Logout',
    ]);
  });

  it('shows the admin the Tools menu with About', () => {
    expect(menuOutline(visibleMenu(MAIN_MENU, admin)).filter((line) => line.startsWith('Tools'))).toEqual(['Tools', 'Tools > About']);
  });

  const tree: MenuItem[] = [
    { id: 'b', label: 'B', weight: 20, action: { kind: 'route', path: '/b' } },
    { id: 'a', label: 'A', weight: 10, action: { kind: 'route', path: '/a' }, permission: 'Archive Songs' },
    {
      id: 'p',
      label: 'P',
      weight: 5,
      action: { kind: 'route', path: '/p' },
      later: true,
      children: [
        { id: 'p2', label: 'P2', weight: 2, action: { kind: 'route', path: '/p2' } },
        { id: 'p1', label: 'P1', weight: 2, action: { kind: 'route', path: '/p1' }, admin: true },
        { id: 'p0', label: 'P0', weight: 1, action: { kind: 'route', path: '/p0' } },
      ],
    },
    { id: 'empty', label: 'Empty', weight: 1, children: [{ id: 'x', label: 'X', weight: 1, later: true }] },
  ];

  it('orders every level by weight and keeps the tree order on equal weights', () => {
    expect(menuOutline(visibleMenu(tree, admin))).toEqual(['P', 'P > P0', 'P > P2', 'P > P1', 'A', 'B']);
  });

  it('gates items by permission and by the admin role', () => {
    expect(menuOutline(visibleMenu(tree, { permissions: [], isAdmin: false }))).toEqual(['P', 'P > P0', 'P > P2', 'B']);
  });

  it('keeps a parent of a later page only to open its children, and drops a parent left with none', () => {
    const [parent] = visibleMenu(tree, admin);
    expect(parent?.id).toBe('p');
    expect(parent?.action).toBeUndefined();
    expect(visibleMenu(tree, admin).some((item) => item.id === 'empty')).toBe(false);
  });
});
