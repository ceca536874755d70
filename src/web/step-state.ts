/**
 * State that belongs to one step of a match (the dice tapped, a mode switched on): it reads as
 * `initial` again once `step` moves on. Derived at render instead of reset by an effect on
 * purpose: an effect that set state at every new version made each live event two renders, and
 * a burst of events (a fast bots-only match) chained them past React's limit on nested updates
 * ("Maximum update depth exceeded", #185).
 */
import { useCallback, useRef, useState } from "react";

export type SetStep<T> = (next: T | ((prev: T) => T)) => void;

export function useStepState<T>(step: number | string, initial: T): [T, SetStep<T>] {
  const start = useRef(initial).current;
  const [held, setHeld] = useState<{ step: number | string; value: T }>({ step, value: start });
  const value = held.step === step ? held.value : start;
  // A setter from an older render writes to its own step: what was tapped then is not carried on.
  const set = useCallback<SetStep<T>>(
    (next) =>
      setHeld((h) => {
        const prev = h.step === step ? h.value : start;
        return {
          step,
          value: typeof next === "function" ? (next as (p: T) => T)(prev) : next,
        };
      }),
    [step, start],
  );
  return [value, set];
}

/**
 * A move in flight: busy from sending until it is answered or the match moves on. The new
 * state can arrive before the acknowledgement; once it has, the table takes input again
 * instead of dropping a key pressed in that gap.
 */
export function useSending(step: number): [boolean, <T>(run: () => Promise<T>) => Promise<T>] {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const sending = useCallback(
    async <T>(run: () => Promise<T>): Promise<T> => {
      setSentAt(step);
      try {
        return await run();
      } finally {
        // Only this step's move is done: a later step's move may be in flight by now.
        setSentAt((at) => (at === step ? null : at));
      }
    },
    [step],
  );
  return [sentAt === step, sending];
}
