/** Joining through an invite link: say your name, take the seat, go to the table. */
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { api, entropy } from "../api/http.ts";
import { heldSeats, holdSeat } from "../api/seats.ts";
import { useToast } from "../widgets/toast.tsx";

export function JoinPage({ id, seat }: { id: string; seat: number }) {
  const search = useSearch();
  const token = new URLSearchParams(search).get("token") ?? "";
  const [name, setName] = useState(() => localStorage.getItem("clubhouse:name") ?? "");
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();
  const toast = useToast();
  const already = heldSeats(id).tokens[seat] === token && token !== "";

  if (!token || !Number.isInteger(seat)) {
    return (
      <section className="page narrow">
        <h1>This invite link is incomplete</h1>
        <p>Ask for the link again: it should end with “?token=…”.</p>
      </section>
    );
  }
  const join = async () => {
    setBusy(true);
    try {
      const n = name.trim() || `Player ${seat + 1}`;
      const joined = await api.join(id, token, n, entropy());
      localStorage.setItem("clubhouse:name", n);
      holdSeat(id, joined.seat, joined.token);
      navigate(`/match/${id}`, { replace: true });
    } catch (e) {
      toast.show((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <section className="page narrow">
      <h1>You are invited to play</h1>
      {already ? (
        <p>
          You already hold this seat. <a href={`/match/${id}`}>Go to the table</a>.
        </p>
      ) : (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            void join();
          }}
        >
          <label className="stack">
            Your name
            <input
              value={name}
              maxLength={24}
              autoComplete="nickname"
              onChange={(e) => setName(e.target.value)}
              placeholder={`Player ${seat + 1}`}
            />
          </label>
          <div className="actions">
            <button type="submit" className="btn btn-primary btn-big" disabled={busy}>
              {busy ? "Taking the seat…" : `Take seat ${seat + 1}`}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
