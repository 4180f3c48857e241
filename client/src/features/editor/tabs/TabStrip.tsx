/**
 * @fileoverview A strip of tabs with the WAI-ARIA tabs pattern (Authoring Practices, "Tabs with
 * automatic activation"): role tablist/tab, aria-selected, aria-controls, one tab in the Tab
 * order, ArrowLeft/ArrowRight/Home/End move and select. Used by the main tabs and the sub-tabs.
 */

import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexAfterKey } from './tabIndexes.ts';

export interface TabStripProps {
  tabs: readonly { id: string; label: string }[];
  selected: number;
  onSelect(index: number): void;
  /** Prefix of the ids that tie each tab to its panel (`${idPrefix}-tab-x`, `${idPrefix}-panel-x`). */
  idPrefix: string;
  /** Prefix of each tab's data-testid: `${testIdPrefix}${tab.id}`. */
  testIdPrefix: string;
  /** What the strip is, for screen readers ("Editor tools", "History"). */
  label: string;
  className?: string;
}

export const tabId = (idPrefix: string, id: string): string => `${idPrefix}-tab-${id}`;
export const panelId = (idPrefix: string, id: string): string => `${idPrefix}-panel-${id}`;

export function TabStrip({ tabs, selected, onSelect, idPrefix, testIdPrefix, label, className }: TabStripProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexAfterKey(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    buttons.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={`tab-strip ${className ?? ''}`} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          aria-controls={panelId(idPrefix, tab.id)}
          aria-selected={index === selected}
          tabIndex={index === selected ? 0 : -1}
          className="tab"
          data-testid={`${testIdPrefix}${tab.id}`}
          onClick={() => onSelect(index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The panels of a strip: each is mounted the first time its tab is chosen and kept (hidden)
 * after, so a tab keeps its state (a playing song, a scrolled history) while another is shown.
 */
export function TabPanels({
  tabs,
  selected,
  idPrefix,
  render,
  visited,
}: {
  tabs: readonly { id: string }[];
  selected: number;
  idPrefix: string;
  /** The content of panel `index`. */
  render(index: number): ReactNode;
  /** Which panels have been shown; the parent keeps it so that it outlives re-renders. */
  visited: ReadonlySet<number>;
}) {
  return (
    <>
      {tabs.map((tab, index) =>
        index === selected || visited.has(index) ? (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(idPrefix, tab.id)}
            aria-labelledby={tabId(idPrefix, tab.id)}
            hidden={index !== selected}
            className="tab-panel"
            data-testid={`panel-${tab.id}`}
          >
            {render(index)}
          </div>
        ) : null,
      )}
    </>
  );
}

/**
 * The set of tab indexes shown so far, `selected` included. Adding is idempotent, so doing it
 * while rendering is safe (a panel once shown stays mounted).
 */
export function useVisitedTabs(selected: number): ReadonlySet<number> {
  const visited = useRef(new Set<number>());
  visited.current.add(selected);
  return visited.current;
}

/**
 * A tab's sub-tabs (app-spec 2.2: Lyrics, History): a small strip and its panels, each panel kept
 * mounted once shown. `selected` is already clamped by the caller; `name` gives the ids
 * (`${name}-tab-...`), the test ids (`tab-${name}-...`) and, as `label`, the strip's name.
 */
export function SubTabs({
  tabs,
  selected,
  onSelect,
  name,
  label,
  render,
}: {
  tabs: readonly { id: string; label: string }[];
  selected: number;
  onSelect(index: number): void;
  name: string;
  label: string;
  render(index: number): ReactNode;
}) {
  const visited = useVisitedTabs(selected);
  return (
    <div className="sub-tabs">
      <TabStrip
        tabs={tabs}
        selected={selected}
        onSelect={onSelect}
        idPrefix={name}
        testIdPrefix={`tab-${name}-`}
        label={label}
        className="tab-strip-sub"
      />
      <TabPanels tabs={tabs} selected={selected} idPrefix={name} visited={visited} render={render} />
    </div>
  );
}
