/**
 * @fileoverview A list a wizard step chooses one row from (a folder, a file, a song): a listbox
 * (WAI-ARIA APG listbox pattern) whose arrow keys move the choice, a click chooses, a double click
 * or Enter chooses and moves forward. Rows may carry an info button that opens the info popup.
 */

import { useId, type KeyboardEvent, type ReactNode } from 'react';
import type { LoadState } from '../hooks/useLoad.ts';

export interface Choice {
  /** What the step stores when the row is chosen. */
  value: string;
  label: ReactNode;
  /** Smaller text after the label (an id, a date). */
  detail?: ReactNode;
}

export interface ChoiceListProps {
  label: string;
  /** The rows, or the load that brings them. */
  load: LoadState<readonly Choice[]>;
  selected: string | null;
  onSelect(value: string): void;
  /** Enter or a double click on a row: choose it and go forward. */
  onActivate(value: string): void;
  /** Shown when the list is empty (app-spec 8: 'List is empty'). */
  empty?: string;
  /** Renders an info button for a row (the info popup, app-spec 2.2). */
  onInfo?(value: string): void;
  testId?: string;
}

export function ChoiceList({ label, load, selected, onSelect, onActivate, empty = 'List is empty', onInfo, testId }: ChoiceListProps) {
  const listId = useId();
  if (load.status === 'error') return <p className="wizard-error" role="alert">{load.message}</p>;
  if (load.status !== 'done') return <p className="wizard-note">Loading…</p>;
  const choices = load.data;
  if (choices.length === 0) return <p className="wizard-note">{empty}</p>;

  const index = choices.findIndex((choice) => choice.value === selected);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      const next = choices[Math.min(Math.max(index + step, 0), choices.length - 1)];
      if (next !== undefined) onSelect(next.value);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const edge = event.key === 'Home' ? choices[0] : choices[choices.length - 1];
      if (edge !== undefined) onSelect(edge.value);
    } else if (event.key === 'Enter' && selected !== null) {
      // The dialog's own Enter would run Forward too: this one does it with the choice made.
      event.preventDefault();
      event.stopPropagation();
      onActivate(selected);
    }
  };

  return (
    <ul
      id={listId}
      className="wizard-choices"
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={index >= 0 ? `${listId}-${index}` : undefined}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {choices.map((choice, rowIndex) => (
        <li
          key={choice.value}
          id={`${listId}-${rowIndex}`}
          role="option"
          aria-selected={choice.value === selected}
          className={choice.value === selected ? 'wizard-choice is-selected' : 'wizard-choice'}
          data-value={choice.value}
          onClick={() => onSelect(choice.value)}
          onDoubleClick={() => onActivate(choice.value)}
        >
          <span className="wizard-choice-label">{choice.label}</span>
          {choice.detail !== undefined && <span className="wizard-choice-detail">{choice.detail}</span>}
          {onInfo !== undefined && (
            <button
              type="button"
              className="wizard-choice-info"
              aria-label="Show information"
              title="Show information"
              tabIndex={-1}
              onClick={(event) => {
                event.stopPropagation();
                onInfo(choice.value);
              }}
            >
              info
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
