/**
 * One load-generator process for `npm run bench:server`: two sockets per match (one per seat),
 * each acting when it holds the deciding seat, for a fixed time. Saturated: at once. Paced: after
 * a think time drawn uniformly from [min, max] ms, like a person, so the offered load is known
 * (about one move per match per mean think time). Prints "measuring" when its window opens,
 * "measured" when it closes, then its figures as JSON. argv: URL, seconds, warm-up seconds, think "min-max" ms or "0", then a
 * JSON list of {id, tokens:[t0, t1], urls?:[u0, u1]} on stdin (urls: each seat on a server
 * process of its own, when there are several).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import WebSocket from "ws";

const [url, secondsText, warmText, thinkText] = process.argv.slice(2);
const seconds = Number(secondsText);
const warmUp = Number(warmText);
const [thinkMin, thinkMax] = (thinkText ?? "0").split("-").map(Number);
/** Milliseconds a seat thinks before it answers (0: saturated). */
const think = () => (thinkMax ? thinkMin + Math.random() * (thinkMax - thinkMin) : 0);
const input = await new Promise<string>((resolve) => {
  let s = "";
  process.stdin.on("data", (d) => {
    s += d;
  });
  process.stdin.on("end", () => resolve(s));
});
const matches = JSON.parse(input) as { id: string; tokens: string[]; urls?: string[] }[];

const latencies: number[] = [];
let refused = 0;
let finished = 0;
let measuring = false;
/** Moves sent inside the window. */
let offered = 0;
const sockets: WebSocket[] = [];

let failed = 0;
/** Nobody moves until every socket is open, so connecting is not measured against play. */
let started = false;
const waiting: (() => void)[] = [];

/** Opens one seat's socket (retrying a refused connection) and plays whenever it decides. */
function play(base: string, id: string, token: string, tries = 5): Promise<void> {
  return new Promise((opened) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/api/matches/${id}/live?token=${token}`);
    let n = 0;
    const sent = new Map<string, number>();
    let open = false;
    ws.on("open", () => {
      open = true;
      sockets.push(ws);
      opened();
    });
    ws.on("error", () => undefined);
    ws.on("close", () => {
      if (open) return;
      if (tries > 1) setTimeout(() => play(base, id, token, tries - 1).then(opened), 200);
      else {
        failed++;
        opened();
      }
    });
    ws.on("message", (d) => {
      const m = JSON.parse(d.toString()) as {
        type: string;
        id?: string;
        version: number;
        legal?: unknown[];
        step: { seat: number };
        match?: { status: string };
      };
      if (m.type === "ping") return ws.send('{"type":"pong"}');
      if (m.type === "ack" || m.type === "refused") {
        const t = sent.get(m.id!);
        sent.delete(m.id!);
        if (t !== undefined && measuring) {
          if (m.type === "ack") latencies.push(performance.now() - t);
          else refused++;
        }
        return;
      }
      if (m.match?.status === "finished") finished++;
      if ((m.type === "event" || m.type === "sync") && m.legal && m.legal.length) {
        const legal = m.legal;
        const go = () => {
          const id2 = `b${n++}`;
          sent.set(id2, performance.now());
          if (measuring) offered++;
          const action = legal[(n * 7919) % legal.length];
          const msg = { type: "act", id: id2, version: m.version, seat: m.step.seat, action };
          ws.send(JSON.stringify(msg));
        };
        const pace = () => {
          const ms = think();
          if (ms) setTimeout(go, ms);
          else go();
        };
        if (started) pace();
        else waiting.push(pace);
      }
    });
  });
}

// Connect everyone first (sync messages start play at once), a few at a time as a real crowd
// would arrive, then measure a steady window.
const seats = matches.flatMap((m) =>
  m.tokens.map((t, k) => [m.urls?.[k] ?? url, m.id, t] as const),
);
for (let i = 0; i < seats.length; i += 50) {
  await Promise.all(seats.slice(i, i + 50).map(([u, id, t]) => play(u, id, t)));
}
started = true;
for (const go of waiting.splice(0)) go();
await new Promise((r) => setTimeout(r, warmUp * 1000));
measuring = true;
// How late this client's own event loop runs: a late client adds to every latency it measures.
const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();
process.stdout.write("measuring\n");
const t0 = performance.now();
await new Promise((r) => setTimeout(r, seconds * 1000));
measuring = false;
lag.disable();
process.stdout.write("measured\n");
const elapsed = (performance.now() - t0) / 1000;
for (const ws of sockets) ws.terminate();
process.stdout.write(
  `${JSON.stringify({ latencies, refused, finished, elapsed, failed, open: sockets.length, offered, lagP99: lag.percentile(99) / 1e6 })}\n`,
);
process.exit(0);
