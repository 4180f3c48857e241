/**
 * @fileoverview The main menu in the header bar (app-spec 2.3): the menu tree of menuTree.ts as
 * the user may see it (visibleMenu.ts: permissions, the admin role, weights). Each top-level item
 * with children is a menu button (WAI-ARIA APG menu button pattern): Enter, Space or the down
 * arrow opens its menu on the first item, the up arrow on the last; in the menu the arrows, Home
 * and End move, Enter or Space chooses, Escape closes and gives the focus back to the button; the
 * left and right arrows move between the top-level buttons.
 */

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSession } from '../auth/hooks/useSession.ts';
import { usePermissions } from '../auth/hooks/usePermissions.ts';
import { MAIN_MENU, type MenuItem } from './menuTree.ts';
import { useMenuCommand } from './useMenuCommand.ts';
import { visibleMenu } from './visibleMenu.ts';
import './MainMenu.css';

/** The entries of a top-level item's menu: its own page first (when it has one), then its children and theirs, indented. */
function menuEntries(item: MenuItem): { item: MenuItem; depth: number }[] {
  const entries: { item: MenuItem; depth: number }[] = item.action === undefined ? [] : [{ item, depth: 0 }];
  const walk = (children: readonly MenuItem[], depth: number) => {
    for (const child of children) {
      entries.push({ item: child, depth });
      walk(child.children ?? [], depth + 1);
    }
  };
  walk(item.children ?? [], 0);
  return entries.filter((entry) => entry.item.action !== undefined || (entry.item.children?.length ?? 0) > 0);
}

export function MainMenu() {
  const session = useSession();
  const permissions = usePermissions();
  const isAdmin = session?.user.roles.includes('admin') ?? false;
  const items = useMemo(() => visibleMenu(MAIN_MENU, { permissions, isAdmin }), [permissions, isAdmin]);
  const perform = useMenuCommand();
  const [openId, setOpenId] = useState<string | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);

  const buttonOf = (id: string) => document.getElementById(`${baseId}-${id}-button`);
  const itemsOf = (id: string) => [...(document.getElementById(`${baseId}-${id}-menu`)?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // The focus follows the open menu's current item.
  useEffect(() => {
    if (openId !== null) itemsOf(openId)[focusIndex]?.focus();
    // itemsOf reads the DOM of this render.
  }, [openId, focusIndex]);

  // A click outside closes the open menu.
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const open = (id: string, index: number) => {
    setOpenId(id);
    setFocusIndex(index);
  };
  const close = (returnFocus: boolean) => {
    const id = openId;
    setOpenId(null);
    if (returnFocus && id !== null) buttonOf(id)?.focus();
  };
  const choose = (item: MenuItem) => {
    setOpenId(null);
    if (item.action !== undefined) perform(item.action);
  };

  /** Moves to the top-level item `step` away from `index`, opening its menu when one was open. */
  const moveTopLevel = (index: number, step: number, keepOpen: boolean) => {
    const next = items[(index + step + items.length) % items.length];
    if (next === undefined) return;
    buttonOf(next.id)?.focus();
    if (keepOpen && next.children !== undefined) open(next.id, 0);
    else setOpenId(null);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>, item: MenuItem, index: number) => {
    const count = item.children === undefined ? 0 : menuEntries(item).length;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      moveTopLevel(index, event.key === 'ArrowRight' ? 1 : -1, openId !== null);
    } else if (count > 0 && (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      open(item.id, 0);
    } else if (count > 0 && event.key === 'ArrowUp') {
      event.preventDefault();
      open(item.id, count - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>, item: MenuItem, index: number) => {
    const entries = menuEntries(item);
    const last = entries.length - 1;
    const moves: Record<string, number> = { ArrowDown: focusIndex >= last ? 0 : focusIndex + 1, ArrowUp: focusIndex <= 0 ? last : focusIndex - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setFocusIndex(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpenId(null);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      moveTopLevel(index, event.key === 'ArrowRight' ? 1 : -1, true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const entry = entries[focusIndex];
      if (entry !== undefined) choose(entry.item);
    }
  };

  return (
    <nav ref={navRef} className="main-menu" aria-label="Main menu" data-testid="main-menu">
      <ul className="main-menu-bar">
        {items.map((item, index) => {
          const entries = menuEntries(item);
          if (entries.length === 0 || item.children === undefined) {
            return (
              <li key={item.id}>
                <button id={`${baseId}-${item.id}-button`} type="button" className="main-menu-button" onClick={() => choose(item)} onKeyDown={(event) => onButtonKey(event, item, index)} data-testid={`menu-${item.id}`}>
                  {item.label}
                </button>
              </li>
            );
          }
          const isOpen = openId === item.id;
          return (
            <li key={item.id} className="main-menu-group">
              <button
                id={`${baseId}-${item.id}-button`}
                type="button"
                className={isOpen ? 'main-menu-button is-open' : 'main-menu-button'}
                aria-haspopup="menu"
                aria-expanded={isOpen}
                aria-controls={`${baseId}-${item.id}-menu`}
                onClick={() => (isOpen ? close(false) : open(item.id, 0))}
                onKeyDown={(event) => onButtonKey(event, item, index)}
                data-testid={`menu-${item.id}`}
              >
                {item.label}
              </button>
              <ul
                id={`${baseId}-${item.id}-menu`}
                role="menu"
                aria-labelledby={`${baseId}-${item.id}-button`}
                className="main-menu-list"
                hidden={!isOpen}
                onKeyDown={(event) => onMenuKey(event, item, index)}
              >
                {entries.map((entry, entryIndex) => (
                  <li
                    key={entry.item.id}
                    role="menuitem"
                    tabIndex={-1}
                    // A class, not a style attribute: the page's CSP allows no inline styles.
                    className={`main-menu-item depth-${Math.min(entry.depth, 2)}`}
                    onClick={() => choose(entry.item)}
                    onMouseEnter={() => setFocusIndex(entryIndex)}
                    data-testid={`menu-item-${entry.item.id}`}
                  >
                    {entry.item.label}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
