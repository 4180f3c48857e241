/**
 * @fileoverview The wizard's moves (app-spec 4: "Forward moves to the next option or runs an
 * action; previous goes back; OK runs the current option's action"), as pure functions of a task,
 * the current option and the collected values, so the rules are tested without React
 * (wizardFlow.test.ts).
 */

import type { WizardOption, WizardTask } from './taskTypes.ts';
import type { WizardValues } from './wizardStore.ts';

/** What the Forward button (and Enter) does now. */
export type ForwardMove =
  /** Go to option `index`. */
  | { kind: 'next'; index: number }
  /** Run the current option's action (it is the last option). */
  | { kind: 'run' }
  /** Stay: the option's input is incomplete, or there is nothing further; `reason` says why. */
  | { kind: 'blocked'; reason: string };

/** The option at `index`, or undefined for an index outside the task. */
export function optionAt(task: WizardTask, index: number): WizardOption | undefined {
  return task.options[index];
}

/** What is missing before the option may be left, or null. */
export function missingInput(option: WizardOption | undefined, values: WizardValues): string | null {
  return option?.missing?.(values) ?? null;
}

/** The Forward move from option `index` with `values`. */
export function forwardMove(task: WizardTask, index: number, values: WizardValues): ForwardMove {
  if (task.unavailable !== undefined) return { kind: 'blocked', reason: task.unavailable };
  const option = optionAt(task, index);
  if (option === undefined) return { kind: 'blocked', reason: 'This task has no such step' };
  const missing = missingInput(option, values);
  if (missing !== null) return { kind: 'blocked', reason: missing };
  if (index + 1 < task.options.length) return { kind: 'next', index: index + 1 };
  if (option.action !== undefined) return { kind: 'run' };
  return { kind: 'blocked', reason: 'This is the last step' };
}

/** The option Previous goes back to, or null on the first option. */
export function previousIndex(index: number): number | null {
  return index > 0 ? index - 1 : null;
}

/** Whether OK may run the current option's action: it has one and its input is complete. */
export function canRunAction(task: WizardTask, index: number, values: WizardValues): boolean {
  const option = optionAt(task, index);
  return task.unavailable === undefined && option?.action !== undefined && missingInput(option, values) === null;
}
