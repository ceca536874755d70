/** Asks for a name the first time a page needs a profile (registered as the profile's asker). */
import { useEffect, useRef, useState } from "react";
import { NAME_MAX, setNameAsker } from "../api/profile.ts";

interface Ask {
  readonly suggestion: string;
  readonly problem?: string;
  answer(name: string | null): void;
}

export function NameDialog() {
  const [ask, setAsk] = useState<Ask | null>(null);
  const [name, setName] = useState("");
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setNameAsker(
      (suggestion, problem) =>
        new Promise((resolve) => {
          setName(suggestion);
          setAsk({ suggestion, problem, answer: resolve });
        }),
    );
    return () => setNameAsker(null);
  }, []);
  useEffect(() => {
    if (ask) input.current?.select();
  }, [ask]);
  if (!ask) return null;
  const done = (value: string | null) => {
    setAsk(null);
    ask.answer(value);
  };
  return (
    <div className="modal-back">
      <form
        className="modal form"
        role="dialog"
        aria-modal="true"
        aria-labelledby="name-dialog-title"
        onSubmit={(e) => {
          e.preventDefault();
          done(name);
        }}
      >
        <h2 id="name-dialog-title">Your name on the leaderboards</h2>
        <p className="quiet">
          No password: this browser keeps your key. You can change the name later, and carry the
          profile to another device from the Profile page.
        </p>
        {ask.problem && (
          <p className="form-error" role="alert">
            {ask.problem}
          </p>
        )}
        <label className="stack">
          Name
          <input
            ref={input}
            value={name}
            maxLength={NAME_MAX}
            autoComplete="nickname"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <div className="actions">
          <button type="submit" className="btn btn-primary">
            Save
          </button>
          <button type="button" className="btn btn-quiet" onClick={() => done(ask.suggestion)}>
            Use “{ask.suggestion}”
          </button>
        </div>
      </form>
    </div>
  );
}
