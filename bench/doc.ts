/**
 * How `npm run bench` writes docs/benchmarks.md: it replaces only what it measured and keeps the
 * rest. Each measured table sits between `<!-- bench: ID -->` and `<!-- /bench: ID -->`; the
 * headings and prose around them are people's own and are never touched, so one part can be
 * run alone (`bench/index.ts paths`) without losing the others' figures or anyone's notes.
 * A table found under its `## ` heading without markers (a document from before) is taken in
 * place; a table the document has nowhere yet is added at its end under its heading.
 */

/** One measured block: `id` is its section's heading, `body` the lines that replace it. */
export interface Block {
  readonly id: string;
  readonly body: string;
}

const open = (id: string) => `<!-- bench: ${id} -->`;
const close = (id: string) => `<!-- /bench: ${id} -->`;

/** The document with every block written in: in its markers, under its heading, or appended. */
export function mergeBlocks(doc: string, blocks: readonly Block[]): string {
  let out = doc;
  for (const b of blocks) out = mergeOne(out, b);
  return out;
}

function mergeOne(doc: string, b: Block): string {
  const wrapped = `${open(b.id)}\n${b.body.trimEnd()}\n${close(b.id)}`;
  const a = doc.indexOf(open(b.id));
  const z = doc.indexOf(close(b.id));
  if (a >= 0 && z > a) return doc.slice(0, a) + wrapped + doc.slice(z + close(b.id).length);
  const lines = doc.split("\n");
  const h = lines.indexOf(`## ${b.id}`);
  if (h >= 0) {
    // Before markers: the first table (or list, for the hot spots) after the heading, before the
    // next heading, is the measured part.
    const kind = /^\|/m.test(b.body) ? "|" : "- ";
    const measured = (l: string) => l.startsWith(kind);
    const end = nextHeading(lines, h + 1);
    const start = lines.findIndex((l, i) => i > h && i < end && measured(l));
    if (start >= 0) {
      let stop = start;
      while (stop < end && measured(lines[stop])) stop++;
      return [...lines.slice(0, start), wrapped, ...lines.slice(stop)].join("\n");
    }
  }
  return `${doc.trimEnd()}\n\n## ${b.id}\n\n${wrapped}\n`;
}

function nextHeading(lines: readonly string[], from: number): number {
  const i = lines.findIndex((l, k) => k >= from && (l.startsWith("## ") || l.startsWith("<!--")));
  return i < 0 ? lines.length : i;
}

/** Every part of `npm run bench`, in the order a full run takes them (bench/index.ts). */
export const PARTS =
  "startup,paths,engine,shell,hints,straight-golf,golo,rolling-pins,roll-in-one,scaling,queue,million";
