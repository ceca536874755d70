/** Profiles through a real server process: names, keys, and carrying a profile to another device. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type ServerProcess, startServer } from "./helpers.ts";

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(undefined, ["--test-clock"]);
});
afterAll(async () => {
  await server?.stop();
});

type Made = { id: string; name: string; key: string };
type Err = { error: { code: string; message: string } };
const H = "X-Clubhouse-Profile";

async function make(name: string): Promise<Made> {
  const r = await api<Made>(server.url, "POST", "/api/profiles", { name });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

const me = (key: string) =>
  api<Made & Err>(server.url, "GET", "/api/profiles/me", undefined, { [H]: key });

describe("profiles", () => {
  it("creating one gives an id, the name and a key shown once; the key finds the profile", async () => {
    const ann = await make("  Ann   Lee ");
    expect(ann.name).toBe("Ann Lee");
    expect(ann.id).toMatch(/^p_[0-9a-z]{12}$/);
    expect(ann.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const got = await me(ann.key);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ id: ann.id, name: "Ann Lee" });
  });

  it("a name taken in another case or spacing is refused with a suggestion", async () => {
    await make("Bogey Bob");
    for (const name of ["bogey bob", "BOGEYBOB", " Bogey  Bob"]) {
      const r = await api<Err>(server.url, "POST", "/api/profiles", { name });
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe("taken");
      expect(r.body.error.message).toMatch(/is taken; add a number, for example ".+ 2"/);
    }
    // The suggestion is free.
    await make("Bogey Bob 2");
  });

  it("too long, empty and bad-character names are refused and nothing is made", async () => {
    const cases: [string, RegExp][] = [
      ["x".repeat(25), /at most 24 characters/],
      ["   ", /at least one character/],
      ["<script>", /letters, digits, spaces and - _ \. ' only, not "<", ">"/],
      ["a\u0000b", /only, not/],
    ];
    for (const [name, msg] of cases) {
      const r = await api<Err>(server.url, "POST", "/api/profiles", { name });
      expect(r.status).toBe(400);
      expect(r.body.error.message).toMatch(msg);
    }
    // 24 characters of letters of any script, digits and - _ . ' are fine.
    expect((await make("Ève O'Brien-Øster_3.ゴルフ")).name).toBe("Ève O'Brien-Øster_3.ゴルフ");
    const bad = await api<Err>(server.url, "POST", "/api/profiles", { name: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/at name/);
  });

  it("renaming checks the same way and may change only the case of one's own name", async () => {
    const cat = await make("Cat");
    await make("Dan");
    const patch = (name: unknown) =>
      api<Made & Err>(server.url, "PATCH", "/api/profiles/me", { name }, { [H]: cat.key });
    expect((await patch("CAT")).body).toEqual({ id: cat.id, name: "CAT" });
    const taken = await patch("dan");
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toMatch(/"dan" is taken/);
    expect((await patch("y".repeat(30))).status).toBe(400);
    expect((await me(cat.key)).body.name).toBe("CAT");
    expect((await patch("Catherine")).body.name).toBe("Catherine");
    expect((await me(cat.key)).body.name).toBe("Catherine");
    // The old name is free again.
    await make("cat");
  });

  it("a forged or missing key is refused with 401 and changes nothing", async () => {
    const eve = await make("Eve");
    const forged = `${eve.key.slice(0, -2)}AA`;
    for (const key of [forged, "short", "not a key at all!"]) {
      const r = await me(key);
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe("unauthorized");
      expect(r.body.error.message).toMatch(/profile key is not known/);
      const p = await api<Err>(
        server.url,
        "PATCH",
        "/api/profiles/me",
        { name: "Mallory" },
        {
          [H]: key,
        },
      );
      expect(p.status).toBe(401);
    }
    const none = await api<Err>(server.url, "GET", "/api/profiles/me");
    expect(none.status).toBe(401);
    expect(none.body.error.message).toMatch(/X-Clubhouse-Profile/i);
    expect((await me(eve.key)).body.name).toBe("Eve");
    // Mallory was never made: the name is free.
    await make("Mallory");
  });

  it("a link code carries the profile to another device once; both keys then work", async () => {
    const fay = await make("Fay");
    const link = await api<{ code: string; url: string; expiresAt: string }>(
      server.url,
      "POST",
      "/api/profiles/me/link",
      {},
      { [H]: fay.key },
    );
    expect(link.status).toBe(200);
    expect(link.body.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(link.body.url).toBe(`/profile/claim/${link.body.code}`);
    const minutes = (Date.parse(link.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    // Typed in lower case with a dash, as people do.
    const typed = `${link.body.code.slice(0, 4).toLowerCase()}-${link.body.code.slice(4)}`;
    const claimed = await api<Made>(server.url, "POST", "/api/profiles/claim", { code: typed });
    expect(claimed.status).toBe(200);
    expect(claimed.body.id).toBe(fay.id);
    expect(claimed.body.name).toBe("Fay");
    expect(claimed.body.key).not.toBe(fay.key);
    expect((await me(claimed.body.key)).body.id).toBe(fay.id);
    expect((await me(fay.key)).body.id).toBe(fay.id);
    const again = await api<Err>(server.url, "POST", "/api/profiles/claim", {
      code: link.body.code,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/used already/);
    const unknown = await api<Err>(server.url, "POST", "/api/profiles/claim", { code: "ZZZZZZZZ" });
    expect(unknown.status).toBe(404);
  });

  it("an expired code is refused and makes no key", async () => {
    const gus = await make("Gus");
    const link = await api<{ code: string }>(
      server.url,
      "POST",
      "/api/profiles/me/link",
      {},
      {
        [H]: gus.key,
      },
    );
    const later = new Date(Date.now() + 11 * 60_000).toISOString();
    expect((await api(server.url, "POST", "/api/test/clock", { now: later })).status).toBe(200);
    try {
      const r = await api<Err>(server.url, "POST", "/api/profiles/claim", {
        code: link.body.code,
      });
      expect(r.status).toBe(410);
      expect(r.body.error.code).toBe("expired");
      expect(r.body.error.message).toMatch(/expired/);
    } finally {
      await api(server.url, "POST", "/api/test/clock", { now: new Date().toISOString() });
    }
  });

  it("the test clock exists only when the server was started with --test-clock", async () => {
    const plain = await startServer();
    try {
      const r = await api(plain.url, "POST", "/api/test/clock", { now: new Date().toISOString() });
      expect(r.status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
