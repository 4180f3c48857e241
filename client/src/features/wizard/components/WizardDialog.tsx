/**
 * @fileoverview The wizard dialog (app-spec 2.4): a sidebar of tasks with the current task's
 * options (steps) under it, the title, the step's body, a message line, and Previous, Forward and
 * OK buttons. Enter moves forward, Escape closes, and Tab keeps the focus inside the dialog (WAI-ARIA
 * APG modal dialog pattern). The moves are wizardFlow.ts's; each task is a module in tasks/.
 */

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useEditorStoreApi } from '../../editor/store/context.tsx';
import { placementOf } from '../../inspectors/infoViews.ts';
import { failureMessage } from '../hooks/useLoad.ts';
import type { WizardContext } from '../taskTypes.ts';
import { SIDEBAR_TASKS, WIZARD_TASKS } from '../tasks/index.ts';
import { canRunAction, forwardMove, previousIndex } from '../wizardFlow.ts';
import { useWizardStore } from '../wizardStore.ts';
import './Wizard.css';

/** The elements Tab may reach, in document order. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `container`. */
function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
    event.preventDefault();
    first.focus();
  }
}

/** Enter on these moves nothing: a button or link does its own thing, a text area takes a line. */
function ownsEnter(target: EventTarget): boolean {
  return target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement || target instanceof HTMLTextAreaElement;
}

export function WizardDialog() {
  const taskId = useWizardStore((state) => state.taskId);
  const optionIndex = useWizardStore((state) => state.optionIndex);
  const values = useWizardStore((state) => state.values);
  const message = useWizardStore((state) => state.infoMessage);
  const infoPlacement = useWizardStore((state) => (state.infoPopup === null ? null : placementOf(state.infoPopup.subject)));
  const editor = useEditorStoreApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const task = WIZARD_TASKS[taskId];
  const option = task.options[optionIndex] ?? task.options[0];

  /** The context of an action or body, reading the values as they are now. */
  const contextNow = useCallback((): WizardContext => {
    const store = useWizardStore.getState();
    return {
      values: store.values,
      setValues: store.setValues,
      navigate,
      editor,
      close: store.hideWizard,
      say: store.setInfoMessage,
    };
  }, [editor, navigate]);

  const runAction = useCallback(async () => {
    const { taskId: currentTask, optionIndex: index, values: currentValues, setInfoMessage } = useWizardStore.getState();
    const current = WIZARD_TASKS[currentTask];
    const action = current.options[index]?.action;
    if (action === undefined || !canRunAction(current, index, currentValues)) return;
    setBusy(true);
    try {
      await action(contextNow());
    } catch (error) {
      setInfoMessage(failureMessage(error, `${current.label} did not work`));
    } finally {
      setBusy(false);
      // The disabled buttons dropped the focus while the action ran: give it back to the dialog.
      if (dialogRef.current !== null && !dialogRef.current.contains(document.activeElement)) dialogRef.current.focus();
    }
  }, [contextNow]);

  const forward = useCallback(() => {
    const state = useWizardStore.getState();
    const move = forwardMove(WIZARD_TASKS[state.taskId], state.optionIndex, state.values);
    if (move.kind === 'next') state.goToOption(move.index);
    else if (move.kind === 'run') void runAction();
    else state.setInfoMessage(move.reason);
  }, [runAction]);

  const previous = () => {
    const target = previousIndex(optionIndex);
    if (target !== null) useWizardStore.getState().goToOption(target);
  };

  // The dialog takes the focus when it opens unless a step's field took it, and gives it back when it closes.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialogRef.current?.contains(document.activeElement)) dialogRef.current?.focus();
    return () => before?.focus();
  }, []);
  useEffect(() => {
    if (!dialogRef.current?.contains(document.activeElement)) dialogRef.current?.focus();
  }, [taskId, optionIndex]);

  // Escape closes the wizard wherever the focus is (a click on the page outside may have taken it).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) useWizardStore.getState().hideWizard();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      useWizardStore.getState().hideWizard();
    } else if (event.key === 'Tab' && dialogRef.current !== null) {
      trapTab(event, dialogRef.current);
    } else if (event.key === 'Enter' && !event.defaultPrevented && !ownsEnter(event.target) && !busy) {
      event.preventDefault();
      forward();
    }
  };

  const Body = option?.Body;
  const canGoBack = previousIndex(optionIndex) !== null;
  const isLast = optionIndex + 1 >= task.options.length;
  const canOk = canRunAction(task, optionIndex, values);

  return (
    // With the info popup open, the wizard moves aside so that the popup does not cover its buttons.
    <div className={infoPlacement === null ? 'wizard-backdrop' : `wizard-backdrop beside-info-${infoPlacement}`}>
      <div
        ref={dialogRef}
        className="wizard"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid="wizard"
      >
        <nav className="wizard-sidebar" aria-label="Wizard tasks">
          <ul>
            {SIDEBAR_TASKS.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  className={candidate.id === taskId ? 'wizard-task is-current' : 'wizard-task'}
                  aria-current={candidate.id === taskId ? 'step' : undefined}
                  disabled={candidate.unavailable !== undefined}
                  title={candidate.unavailable}
                  data-testid={`wizard-task-${candidate.id}`}
                  onClick={() => useWizardStore.getState().selectTask(candidate.id)}
                >
                  {candidate.label}
                  {candidate.unavailable !== undefined && <span className="wizard-task-note"> ({candidate.unavailable})</span>}
                </button>
                {candidate.id === taskId && task.options.length > 1 && (
                  <ol className="wizard-options" aria-label={`Steps of ${task.label}`}>
                    {task.options.map((step, index) => (
                      <li key={step.id} className={index === optionIndex ? 'is-current' : index < optionIndex ? 'is-done' : undefined}>
                        {step.title}
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <section className="wizard-main">
          <header className="wizard-header">
            <h2 id={titleId} data-testid="wizard-title">
              {task.title}
            </h2>
            <button type="button" className="wizard-close" aria-label="Close the wizard" onClick={() => useWizardStore.getState().hideWizard()}>
              ×
            </button>
          </header>
          <div className="wizard-step">
            {task.options.length > 1 && (
              <p className="wizard-step-count">
                Step {optionIndex + 1} of {task.options.length}: {option?.title}
              </p>
            )}
            {Body !== undefined && <Body key={`${taskId}:${optionIndex}`} context={{ ...contextNow(), values }} advance={forward} />}
          </div>
          <p className="wizard-message" role="status" data-testid="wizard-message">
            {busy ? 'Working…' : (message ?? '')}
          </p>
          <footer className="wizard-buttons">
            <button type="button" onClick={previous} disabled={!canGoBack || busy} data-testid="wizard-previous">
              Previous
            </button>
            <button type="button" onClick={forward} disabled={busy || task.unavailable !== undefined || (isLast && !canOk)} data-testid="wizard-forward">
              Forward
            </button>
            <button type="button" className="is-primary" onClick={() => void runAction()} disabled={!canOk || busy} data-testid="wizard-ok">
              OK
            </button>
          </footer>
        </section>
      </div>
    </div>
  );
}
