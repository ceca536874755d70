/**
 * The site header. On a phone the six links would take three rows above every table, so they
 * fold behind a Menu button there, and the header scrolls away with the page instead of
 * staying on top of the game.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";

const LINKS = [
  ["/", "Games"],
  ["/lobby", "Lobby"],
  ["/replay", "Replays"],
  ["/verify", "Verify"],
  ["/tournaments", "Tournaments"],
  ["/profile", "Profile"],
] as const;

export function SiteHeader() {
  const [location] = useLocation();
  // Open for the page it was opened on: following a link folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const button = useRef<HTMLButtonElement>(null);
  // Escape folds the open menu and gives the focus back to its button, as menus do.
  useEffect(() => {
    if (!open) return;
    const fold = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener("keydown", fold);
    return () => document.removeEventListener("keydown", fold);
  }, [open]);
  const here = (href: string) =>
    href === "/" ? location === "/" : location === href || location.startsWith(`${href}/`);
  return (
    <header className="top">
      <Link href="/" className="brand" aria-label="Clubhouse, home">
        <svg width="26" height="26" viewBox="0 0 16 16" aria-hidden="true">
          <rect x="1" y="1" width="14" height="14" rx="3.5" fill="var(--green)" />
          <circle cx="8" cy="8" r="2.3" fill="#fff" />
        </svg>
        <span>Clubhouse</span>
      </Link>
      <button
        ref={button}
        type="button"
        className="menu-btn"
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setOpenOn(open ? null : location)}
      >
        Menu
      </button>
      <nav id="site-nav" aria-label="Main" className={open ? "open" : undefined}>
        {LINKS.map(([href, text]) => (
          <Link key={href} href={href} aria-current={here(href) ? "page" : undefined}>
            {text}
          </Link>
        ))}
      </nav>
    </header>
  );
}
