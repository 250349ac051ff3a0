import { useEffect, useRef } from 'react';
import { choiceForKey, choicesOf, moveChoice } from '../utils/answer-choices';
import { canLeaveForward } from '../utils/question-flow';
import type { TakingSession } from './use-taking-session';

/** Where typed keys belong to the field, not to the page. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
  }
  return false;
}

/**
 * Keyboard for one-question-at-a-time: 1–5 (and Y/N) pick a choice, ↑/↓ move between choices,
 * Enter or → go on once answered, Backspace or ← go back. Nothing is taken while typing in a
 * field or while a dialog or menu is open; Enter on another button keeps doing what it says.
 */
export function useTakingKeyboard(session: TakingSession, options: { disabled?: boolean } = {}) {
  const latest = useRef(session);
  latest.current = session;
  const disabled = options.disabled ?? false;

  useEffect(() => {
    if (disabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (isTypingTarget(target)) return;
      const element = target instanceof HTMLElement ? target : null;
      if (element?.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="menu"][data-state="open"]'))
        return;

      const s = latest.current;
      const step = s.step;
      if (!step) return;
      const { question } = step;
      const current = s.answers.get(question.id);
      const onOption = Boolean(element?.closest('[data-answer-option]'));
      const onOtherControl = !onOption && Boolean(element?.closest('button, a, [role="button"], summary'));

      const goForward = () => {
        if (s.isLast) {
          if (!s.finishing) void s.finish();
        } else if (canLeaveForward(question, current)) {
          s.next();
        }
      };

      const key = event.key;
      if (/^[1-9]$/.test(key) || ((key === 'y' || key === 'n') && question.type === 'YES_NO')) {
        const choice =
          key === 'y' ? true : key === 'n' ? false : choiceForKey(question, Number.parseInt(key, 10));
        if (choice === undefined) return;
        event.preventDefault();
        s.choose(choice, { advance: true });
        return;
      }
      switch (key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          const choice = moveChoice(question, current, key === 'ArrowDown' ? 1 : -1);
          if (choice === undefined) return;
          event.preventDefault();
          s.choose(choice);
          focusChoice();
          return;
        }
        case 'Enter': {
          if (onOtherControl) return;
          event.preventDefault();
          const optionIndex = Number(
            element?.closest<HTMLElement>('[data-answer-option]')?.dataset.answerOption,
          );
          const picked = onOption ? choicesOf(question)[optionIndex] : undefined;
          if (picked !== undefined) {
            // Enter on a choice takes it and moves on at once.
            s.choose(picked);
            if (s.isLast) {
              if (!s.finishing) void s.finish();
            } else {
              s.next();
            }
            return;
          }
          goForward();
          return;
        }
        case 'ArrowRight':
          if (s.isLast) return;
          event.preventDefault();
          goForward();
          return;
        case 'ArrowLeft':
        case 'Backspace':
          if (s.isFirst) return;
          event.preventDefault();
          s.previous();
          return;
        default:
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [disabled]);
}

/** Keeps focus on the chosen card after an arrow key, so screen readers follow the choice. */
function focusChoice() {
  requestAnimationFrame(() => {
    const chosen = document.querySelector<HTMLElement>('[data-answer-option][aria-checked="true"]');
    chosen?.focus();
  });
}
