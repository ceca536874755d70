/** React side of the live connection: one `Live` per table, closed when the table is left. */
import { useEffect, useState, useSyncExternalStore } from "react";
import { Live, type LiveState } from "./live.ts";

const idle = (): LiveState | null => null;
const noop = () => () => {};

export function useLive(
  matchId: string,
  tokens: readonly string[],
): [LiveState | null, Live | null] {
  const [live, setLive] = useState<Live | null>(null);
  const key = `${matchId}|${tokens.join(",")}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for matchId and tokens.
  useEffect(() => {
    const l = new Live(matchId, tokens);
    setLive(l);
    return () => l.close();
  }, [key]);
  const state = useSyncExternalStore(live ? live.subscribe : noop, live ? live.snapshot : idle);
  return [state, live];
}
