import { describe, expect, it } from 'vitest';
import { actionApproveBengali, actionSave, actionShow, type EditorActionContext } from './actions.ts';

const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('editor actions', () => {
  it('takes Ctrl+S and Cmd+S as Save, with or without Caps Lock', () => {
    expect(actionSave.keyTest?.(key('s', { ctrlKey: true }))).toBe(true);
    expect(actionSave.keyTest?.(key('s', { metaKey: true }))).toBe(true);
    expect(actionSave.keyTest?.(key('S', { ctrlKey: true }))).toBe(true);
  });

  it('leaves a plain s, Ctrl+Shift+S and Ctrl+Alt+S alone', () => {
    expect(actionSave.keyTest?.(key('s'))).toBe(false);
    expect(actionSave.keyTest?.(key('S', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(actionSave.keyTest?.(key('s', { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('performs on the context it is given', () => {
    const calls: string[] = [];
    const context: EditorActionContext = {
      show: () => calls.push('show'),
      save: () => calls.push('save'),
      approveBengali: () => calls.push('approve'),
    };
    actionShow.perform(context);
    actionSave.perform(context);
    actionApproveBengali.perform(context);
    expect(calls).toEqual(['show', 'save', 'approve']);
  });
});
