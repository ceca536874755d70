/**
 * A page for roll-in-one-flight.test.ts: `useFlight` alone, fed traces from the test the way a
 * live match feeds them (a new trace object with every event), its drawing state in data attributes.
 */
import { useState } from "react";
import { createRoot } from "react-dom/client";
import type { ShotTrace } from "../../src/games/roll-in-one/rules/trace.ts";
import { useFlight } from "../../src/games/roll-in-one/web/flight.tsx";

declare global {
  interface Window {
    setTrace(t: ShotTrace | null): void;
  }
}

function Probe() {
  const [trace, setTrace] = useState<ShotTrace | null>(null);
  window.setTrace = setTrace;
  const show = useFlight(trace, [5]);
  return (
    <output
      id="probe"
      data-ball={show ? show.positions[0] : -1}
      data-animating={show ? String(show.animating) : "none"}
    />
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<Probe />);
