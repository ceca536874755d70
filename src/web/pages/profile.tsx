/** The player's profile: the name (rename), carrying it to another device, claiming a code. */
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import {
  claimProfile,
  ensureProfile,
  linkProfile,
  NAME_MAX,
  onProfileChange,
  type ProfileLink,
  refreshProfile,
  renameProfile,
  type StoredProfile,
  storedProfile,
} from "../api/profile.ts";
import { useToast } from "../widgets/toast.tsx";

export function ProfilePage({ claim }: { claim?: string }) {
  const [me, setMe] = useState<StoredProfile | null>(storedProfile);
  const toast = useToast();
  useEffect(() => {
    const off = onProfileChange(setMe);
    refreshProfile().catch((e: Error) => toast.show(e.message));
    return off;
  }, [toast]);
  return (
    <section className="page narrow profile-page">
      <h1>Your profile</h1>
      {me ? (
        <>
          <Rename me={me} />
          <Carry />
        </>
      ) : (
        <p>
          No profile in this browser yet.{" "}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => ensureProfile().catch((e: Error) => toast.show(e.message))}
          >
            Make one
          </button>
        </p>
      )}
      <Claim initial={claim ?? ""} replacing={me} />
    </section>
  );
}

function Rename({ me }: { me: StoredProfile }) {
  const [name, setName] = useState(me.name);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  useEffect(() => setName(me.name), [me.name]);
  return (
    <form
      className="form card-panel"
      aria-label="Name"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          const p = await renameProfile(name);
          toast.show(`You are ${p.name} now.`, "info");
        } catch (err) {
          toast.show((err as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <label className="stack">
        Name on leaderboards
        <input
          value={name}
          maxLength={NAME_MAX}
          autoComplete="nickname"
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <div className="actions">
        <button type="submit" className="btn" disabled={busy || name.trim() === me.name}>
          Rename
        </button>
      </div>
    </form>
  );
}

function Carry() {
  const [link, setLink] = useState<ProfileLink | null>(null);
  const toast = useToast();
  const full = link ? new URL(link.url, location.origin).toString() : "";
  return (
    <section className="card-panel" aria-label="Use on another device">
      <h2>Use on another device</h2>
      <p className="quiet">
        A one-time code, good for 10 minutes. Type it on the other device's Profile page, or open
        the link there. Both devices then play as you.
      </p>
      {link ? (
        <div className="link-code">
          <output className="code" aria-label="Code">
            {link.code}
          </output>
          <p className="quiet">
            Until {new Date(link.expiresAt).toLocaleTimeString()}: <a href={link.url}>{full}</a>
          </p>
          <button
            type="button"
            className="btn"
            onClick={() =>
              navigator.clipboard
                .writeText(full)
                .then(() => toast.show("Link copied.", "info"))
                .catch(() => toast.show("Copying is not allowed here; copy the code by hand."))
            }
          >
            Copy link
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn"
          onClick={() =>
            linkProfile()
              .then(setLink)
              .catch((e: Error) => toast.show(e.message))
          }
        >
          Make a code
        </button>
      )}
    </section>
  );
}

function Claim({ initial, replacing }: { initial: string; replacing: StoredProfile | null }) {
  const [code, setCode] = useState(initial);
  const [, navigate] = useLocation();
  const toast = useToast();
  return (
    <form
      className="form card-panel"
      aria-label="Claim a code"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          const p = await claimProfile(code);
          toast.show(`This browser plays as ${p.name} now.`, "info");
          navigate("/profile", { replace: true });
        } catch (err) {
          toast.show((err as Error).message);
        }
      }}
    >
      <h2>Have a code from another device?</h2>
      {replacing && (
        <p className="quiet">
          Claiming a code makes this browser play as that profile instead of {replacing.name}.
        </p>
      )}
      <label className="stack">
        Code
        <input
          value={code}
          maxLength={16}
          autoCapitalize="characters"
          autoComplete="one-time-code"
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={!code.trim()}>
          Claim
        </button>
      </div>
    </form>
  );
}
